export { EmailText } from './EmailText';
