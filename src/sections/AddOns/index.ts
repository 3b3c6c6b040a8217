export { AddOns } from './AddOns';
export type { AddOnsProps } from './AddOns';
