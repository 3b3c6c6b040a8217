import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { homegoodsSelection, homegoodsTheme } from '../../theme/brands';
import { DemoBrand, demoBodyStyles } from '../shared/DemoBrand';

export { homegoodsTheme };

export const HomegoodsGlobalStyle = createGlobalStyle`
  ${demoBodyStyles(homegoodsSelection)}
`;

/** Hearth & Co.'s theme and toasts around the demo or a story. */
export function HomegoodsBrand({ children }: { children: ReactNode }) {
  return (
    <DemoBrand theme={homegoodsTheme} globalStyle={HomegoodsGlobalStyle}>
      {children}
    </DemoBrand>
  );
}
