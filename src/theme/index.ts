export { GlobalStyle, latinVariableFont } from './GlobalStyle';
export { createBrandTheme, figure, fluidSpacing, heroBackdrop, media, spacing, theme } from './theme';
export type { ColorRoles, Theme, TypeStyles } from './theme';
export { focusRing, focusRingColor, focusRingOn, focusSurface } from './focus';
export type { FocusSurface } from './focus';
export { controlSurfaces } from './controls';
export type { ControlSurface } from './controls';
export { fallbackFontFace, fontFallbacks } from './fontFallbacks';
export type { FallbackFamily } from './fontFallbacks';
