export { Cta } from './Cta';
export type { CtaProps } from './Cta';
