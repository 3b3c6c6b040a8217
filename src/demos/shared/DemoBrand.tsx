import type { ComponentType, ReactNode } from 'react';
import { Island } from '../../islands';
import { css, ThemeProvider } from 'styled-components';
import { Toaster, toasterIsland } from '../../lib/toast';
import { focusSurface, type Theme } from '../../theme';

/** The page background, text colour, body font, focus ring colour and text selection every demo takes from its theme. */
export const demoBodyStyles = (selection: { background: string; color: string }) => css`
  body {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    ${focusSurface('background')}
  }
  ::selection {
    background: ${selection.background};
    color: ${selection.color};
  }
`;

export interface DemoBrandProps {
  theme: Theme;
  /** The demo's global styles (fonts, body colours, focus and selection colours). */
  globalStyle: ComponentType;
  children: ReactNode;
}

/** A demo's theme, global styles and toasts around any part of it (the demo itself, or a story). */
export function DemoBrand({ theme, globalStyle: GlobalStyle, children }: DemoBrandProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Island island={toasterIsland} component={Toaster} props={{}} />
    </ThemeProvider>
  );
}
