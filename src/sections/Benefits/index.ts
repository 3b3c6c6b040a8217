export { Benefits } from './Benefits';
export type { BenefitsProps } from './Benefits';
