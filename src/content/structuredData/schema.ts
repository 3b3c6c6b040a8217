/** Small helpers that turn the content's facts into schema.org values (JSON-LD). */
import { SITE_URL, ogImagePath } from '../../config/site';

/** A schema.org object: its @type and properties. */
export interface SchemaThing {
  '@type': string;
  [property: string]: unknown;
}

export const absolute = (path: string) => `${SITE_URL}${path}`;

/** The page's own share image, an absolute URL. */
export const shareImage = (path: string) => absolute(ogImagePath(path));

/** An ordered list of links to pages of the site (a summary list: each page has the details). */
export function linkList(items: readonly { name: string; path: string }[]): SchemaThing {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: absolute(item.path) })),
  };
}

/** "214 Maple Street" + "Riverton, OR 97000" → a US PostalAddress. */
export function postalAddress(street: string, cityLine: string): SchemaThing {
  const match = /^(.+), ([A-Z]{2}) (\d{5})$/.exec(cityLine);
  if (!match) throw new Error(`Not a "City, ST 12345" line: ${cityLine}`);
  const [, addressLocality, addressRegion, postalCode] = match;
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality, addressRegion, postalCode, addressCountry: 'US' };
}

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Monday – Friday" → five days, "Saturday & Sunday" → two, "Sunday" → one. */
function daysOf(text: string): string[] {
  const range = /^(\w+) [–-] (\w+)$/.exec(text);
  if (range) {
    const from = weekDays.indexOf(range[1] as (typeof weekDays)[number]);
    const to = weekDays.indexOf(range[2] as (typeof weekDays)[number]);
    if (from < 0 || to < from) throw new Error(`Not a range of week days: ${text}`);
    return weekDays.slice(from, to + 1);
  }
  const days = text.split(/ & |, /);
  if (days.some((day) => !weekDays.includes(day as (typeof weekDays)[number]))) throw new Error(`Not week days: ${text}`);
  return days;
}

/** "6:30 AM" → "06:30". */
function time24(text: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!match) throw new Error(`Not a time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/**
 * The opening hours a page shows ("Monday – Friday" / "8:00 AM – 5:00 PM"), as
 * OpeningHoursSpecification; closed days ("Closed") are left out, as schema.org advises.
 */
export function openingHours(rows: readonly { days: string; hours: string }[]): SchemaThing[] {
  return rows
    .filter((row) => row.hours !== 'Closed')
    .map((row) => {
      const match = /^(\d{1,2}:\d{2} [AP]M) [–-] (\d{1,2}:\d{2} [AP]M)/.exec(row.hours);
      if (!match?.[1] || !match[2]) throw new Error(`Not opening hours: ${row.hours}`);
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: daysOf(row.days), opens: time24(match[1]), closes: time24(match[2]) };
    });
}
