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
  /** A short label above the headline. */
  eyebrow?: string;
  /** The page's headline (its h1). */
  title: string;
  /** Words after the title drawn in the brand colour. */
  titleAccent?: string;
  /** The sentence or two under the headline. */
  lead: string;
  /** The buttons under the lead, first one primary. */
  actions?: NavItem[];
  /** Short reassurances under the actions (home). */
  highlights?: string[];
  /** Which drawing sits beside the text on wide screens. */
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
  /** A short label above the title. */
  eyebrow?: string;
  /** The band's heading. */
  title: string;
  /** One or two sentences under the heading. */
  text: string;
  /** The main action: label and link. */
  primary: NavItem;
  /** The second, quieter action: label and link. */
  secondary?: NavItem;
}
