export { CheckList } from './CheckList';
export type { CheckListProps } from './CheckList';
