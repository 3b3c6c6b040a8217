export { ComparisonTable } from './ComparisonTable';
export type { ComparisonTableProps } from './ComparisonTable';
