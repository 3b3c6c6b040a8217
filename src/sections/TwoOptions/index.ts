export { TwoOptions } from './TwoOptions';
export type { TwoOptionsProps } from './TwoOptions';
