export { CloseIcon, MailIcon, MenuIcon, PhoneIcon } from './ShellIcons';
