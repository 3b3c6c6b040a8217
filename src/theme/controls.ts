import type { ColorRoles } from './theme';

/**
 * The surface roles a form control (input, select, textarea, checkbox) is drawn on or filled with.
 * Its edge, the controlBorder role, stands ≥ 3:1 against each of them on every brand (WCAG 1.4.11,
 * non-text contrast; stories/Theme/controlBorder.test.ts), so a field is visible wherever it sits.
 */
export const controlSurfaces = ['background', 'surface', 'surfaceAlt', 'primarySoft'] as const satisfies readonly (keyof ColorRoles)[];

export type ControlSurface = (typeof controlSurfaces)[number];
