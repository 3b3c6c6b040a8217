/** Shapes of the copy that demo sections take as props. */
import type { NavItem } from '../../../content/navigation';

/** One field of a demo contact form, with the messages its rules show. */
export interface DemoFormField {
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
  readonly hint?: string;
  /** Message when empty; absent: optional. */
  readonly required?: string;
  /** Message when not an e-mail address. */
  readonly email?: string;
  readonly multiline?: boolean;
  /** A select with these options (the first is the default). */
  readonly options?: readonly string[];
  /** Half width from md (two such fields share a row). */
  readonly half?: boolean;
}

export interface DemoFormCopy {
  readonly label: string;
  readonly requiredNote: string;
  readonly submit: string;
  readonly fields: readonly DemoFormField[];
  readonly toast: { readonly title: string; readonly description?: string };
  /** Pretend to send for this long, then reset the form (omitted: show the toast at once, keep the text). */
  readonly delayMs?: number;
  readonly busy?: string;
  readonly busyStatus?: string;
}

/** Eyebrow, h1 and lead that open an inner page. */
export interface PageIntroCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead?: string;
}

/** A title and a sentence or two. */
export interface TitledItem {
  readonly title: string;
  readonly text: string;
}

/** One row of opening hours: "Monday–Friday" / "7:00 AM – 5:00 PM". */
export interface HoursRow {
  readonly days: string;
  readonly hours: string;
}

export type ContactKind = 'address' | 'hours' | 'phone' | 'email';

/** A line of a contact card; "hours" draws the opening hours instead of text. */
export interface ContactDetail {
  readonly kind: ContactKind;
  readonly label: string;
  readonly text?: string;
}

export interface SplitStoryCopy {
  readonly eyebrow?: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly action?: NavItem;
}

export interface QuoteCopy {
  readonly label: string;
  readonly quote: string;
  readonly author: string;
  readonly detail?: string;
}
