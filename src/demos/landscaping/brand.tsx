import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { landscapingSelection, landscapingTheme } from '../../theme/brands';
import { DemoBrand, demoBodyStyles } from '../shared/DemoBrand';

export { landscapingTheme };

export const LandscapingGlobalStyle = createGlobalStyle`
  ${demoBodyStyles(landscapingSelection)}
`;

/** Evergreen's theme and toasts around the demo or a story. */
export function LandscapingBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={landscapingTheme} globalStyle={LandscapingGlobalStyle}>
      {children}
    </DemoBrand>
  );
}
