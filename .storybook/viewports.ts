/**
 * Viewports taken from the theme's breakpoints, so reviewers see exactly the widths where the
 * layout changes: one just below each min-width breakpoint's range starts, and the breakpoint itself.
 */
import { breakpoints } from '../src/theme/tokens';

type ViewportType = 'mobile' | 'tablet' | 'desktop';

const viewport = (name: string, width: number, height: number, type: ViewportType) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** The narrowest phone we design for (below `sm`). */
export const MOBILE_WIDTH = 375;
/** The desktop width visual snapshots use (the `xl` breakpoint). */
export const DESKTOP_WIDTH = breakpoints.xl;
/** The widest screen stories are checked at. */
export const WIDE_WIDTH = 1920;

export const viewports = {
  mobile: viewport(`Mobile · ${MOBILE_WIDTH}px (below sm)`, MOBILE_WIDTH, 812, 'mobile'),
  sm: viewport(`sm · ${breakpoints.sm}px`, breakpoints.sm, 860, 'mobile'),
  md: viewport(`md · ${breakpoints.md}px`, breakpoints.md, 1024, 'tablet'),
  lg: viewport(`lg · ${breakpoints.lg}px`, breakpoints.lg, 768, 'desktop'),
  xl: viewport(`xl · ${breakpoints.xl}px`, breakpoints.xl, 800, 'desktop'),
  /** A full-HD screen: the widest layout staff use (the studio inbox is checked here too). */
  wide: viewport(`Full HD · ${WIDE_WIDTH}px`, WIDE_WIDTH, 1080, 'desktop'),
};
