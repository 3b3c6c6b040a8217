export { GlobalStyle, latinVariableFont } from './GlobalStyle';
export { createBrandTheme, figure, fluidSpacing, heroBackdrop, media, spacing, theme } from './theme';
export type { ColorRoles, Theme, TypeStyles } from './theme';
