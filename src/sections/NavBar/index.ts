export { NavBar } from './NavBar';
export type { NavBarProps } from './NavBar';
export { Logo } from './Logo';
