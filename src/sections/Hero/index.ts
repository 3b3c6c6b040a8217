export { Hero } from './Hero';
export type { HeroProps, HeroVariant } from './Hero';
