export { GlobalStyle, interLatinUrl } from './GlobalStyle';
export { createBrandTheme, media, theme } from './theme';
export type { ColorRoles, Theme } from './theme';
