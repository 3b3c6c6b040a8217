export { ProcessSteps } from './ProcessSteps';
export type { ProcessStepsProps } from './ProcessSteps';
