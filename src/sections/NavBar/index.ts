export { NavBar } from './NavBar';
export { default as navBarIsland } from './NavBar.island';
export type { NavBarProps } from './NavBar';
export { Logo } from './Logo';
