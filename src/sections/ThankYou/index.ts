export { ThankYou } from './ThankYou';
