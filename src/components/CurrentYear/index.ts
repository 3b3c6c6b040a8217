export { CurrentYear } from './CurrentYear';
export { showCurrentYear } from './currentYear';
