/**
 * One voice on every prerendered page (issue 28, point 7): US spelling, and an en dash for a range of
 * numbers ("2–4 days", "$2.75–$5.00"), in what a visitor reads: the text, the alt text, labels and
 * the page's title and description (JSON-LD and styles are data, not copy).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from './helpers/ssr.ts';

let pages: Record<string, string> = {};

beforeAll(async () => {
  pages = await prerenderedPages();
}, 120_000);

/** What a visitor reads on a page: text between tags and the attributes that hold words. */
function readable(html: string): string {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...markup.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map((match) => match[1]);
  return [markup.replace(/<[^>]+>/g, ' '), ...attributes].join(' ').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
}

/** British forms the copy once had, or could: each with the US form it should be. */
const BRITISH =
  /\b(colour|favourite|neighbourhood|catalogue|centre|behaviour|licence|programme|jewellery|grey|enquir\w*|analyse|travelled|(?:optim|organ|custom|personal|minim|real|recogn|priorit|summar|special|final)is(?:e|es|ed|ing|ation|ations))\b/gi;
/** Two numbers joined by a hyphen, as in "2-4 days" (a phone number's "013-4477" is not a range). */
const HYPHEN_RANGE = /(?<![\d-])\$?\d+(?:\.\d+)?-\$?\d+(?:\.\d+)?(?![\d-])/g;
const PHONE_PART = /^\d{3}-\d{4}$/;

function offences(text: string): string[] {
  const british = [...text.matchAll(BRITISH)].map((match) => `British spelling "${match[0]}"`);
  const ranges = [...text.matchAll(HYPHEN_RANGE)].map((match) => match[0]).filter((range) => !PHONE_PART.test(range));
  return [...british, ...ranges.map((range) => `a range with a hyphen "${range}" (use an en dash)`)];
}

describe('one voice on every prerendered page', () => {
  it('finds British spelling and hyphenated ranges, and leaves phone numbers and en dashes alone', () => {
    expect(offences('Our favourite colour, 2-4 days, $2.75-$5.00, prioritise it')).toEqual([
      'British spelling "favourite"',
      'British spelling "colour"',
      'British spelling "prioritise"',
      'a range with a hyphen "2-4" (use an en dash)',
      'a range with a hyphen "$2.75-$5.00" (use an en dash)',
    ]);
    expect(offences('(555) 013-4477 · 2–4 days · 6:30 AM – 6:00 PM · mid-century · real-world · 2026-11-30T10:00')).toEqual([]);
    expect(readable('<p title="A colour">x</p><script>var colour = 1</script><style>.a{}</style>')).not.toMatch(/var colour/);
  });

  it('US English and en-dash ranges in what a visitor reads', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(20);
    const found = Object.entries(pages).flatMap(([path, html]) => offences(readable(html)).map((offence) => `${path}: ${offence}`));
    expect(found).toEqual([]);
  });
});
