export { DemoCards } from './DemoCards';
export type { DemoCardsProps } from './DemoCards';
