import type { NavItem } from './navigation';

/** An image with its intrinsic size, so the browser reserves its box before it loads (no layout shift). */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  /** Empty when the image is decorative. */
  alt: string;
}

/** The first band of a page. */
export interface HeroCopy {
  eyebrow?: string;
  title: string;
  /** Words after the title drawn in the brand colour. */
  titleAccent?: string;
  lead: string;
  actions?: NavItem[];
  /** Short reassurances under the actions (home). */
  highlights?: string[];
  illustration?: Illustration;
}

/** Eyebrow, heading and lead of a section. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** The closing call to action of a page: a primary and an optional secondary link. */
export interface CtaCopy {
  eyebrow?: string;
  title: string;
  text: string;
  primary: NavItem;
  secondary?: NavItem;
}
