/**
 * Every prerendered page, rendered by the real SSR bundle as the build does (in plain Node, as
 * tests/server/islands.test.ts explains): its JSON-LD parses, each object is a schema.org type we
 * mean to use with the properties that type requires, and the pages that must describe something
 * (the studio, its FAQ, the café, the landscaper, each product) do. Its head: a share image, the
 * large card, the site's name in the title, the site's own icons and colour. Its images: only the
 * page's main one is fetched ahead of the others.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS } from '#contract/plans.ts';
import { pagePaths } from '#contract/routes.ts';
import { demoList } from '../../src/demos/registry.ts';
import { coffeePaths } from '../../src/demos/coffee/content/index.ts';
import { landscapingPaths } from '../../src/demos/landscaping/content/index.ts';
import { homegoodsPaths, products } from '../../src/demos/homegoods/content/index.ts';
import { faqItems } from '../../src/content/faq.ts';
import { prerenderedPages } from './helpers/ssr.ts';

/** Path → the page's prerendered HTML (head elements, then body). */
let pages: Record<string, string> = {};

beforeAll(async () => {
  pages = await prerenderedPages();
}, 120_000);

type Thing = Record<string, unknown> & { '@type': string };

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const httpsUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);

function expectOffer(offer: Thing) {
  expect(offer['@type']).toBe('Offer');
  expect(Number(offer.price)).toBeGreaterThan(0);
  expect(offer.priceCurrency).toBe('USD');
}

function expectLocalBusiness(business: Thing) {
  expect(business.name).toEqual(expect.any(String));
  expect(httpsUrl(business.url)).toBe(true);
  expect(business.telephone).toMatch(/\d{3}.\d{4}/);
  const address = business.address as Thing;
  expect(address['@type']).toBe('PostalAddress');
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'])
    expect(address[key]).toEqual(expect.any(String));
  const hours = business.openingHoursSpecification as Thing[];
  expect(hours.length).toBeGreaterThan(0);
  for (const spec of hours) {
    expect(spec['@type']).toBe('OpeningHoursSpecification');
    expect((spec.dayOfWeek as string[]).every((day) => weekDays.includes(day))).toBe(true);
    expect([spec.opens, spec.closes]).toEqual([expect.stringMatching(time), expect.stringMatching(time)]);
    expect(String(spec.opens) < String(spec.closes)).toBe(true);
  }
}

/** The properties each type we use needs (Google's rich results and schema.org's expected types). */
const checks: Record<string, (thing: Thing) => void> = {
  ProfessionalService(studio) {
    expect(studio.name).toBe('Lumen Web Studio');
    expect([httpsUrl(studio.url), httpsUrl(studio.logo), httpsUrl(studio.image)]).toEqual([true, true, true]);
    const offers = studio.makesOffer as Thing[];
    expect(offers.map((offer) => new URL(String(offer.url)).searchParams.get('plan'))).toEqual([...PLAN_IDS]);
    for (const offer of offers) expect((offer.itemOffered as Thing)['@type']).toBe('Service');
    offers.forEach(expectOffer);
  },
  FAQPage(faq) {
    const questions = faq.mainEntity as Thing[];
    expect(questions.map((question) => question.name)).toEqual(faqItems.map((item) => item.question));
    for (const question of questions) expect((question.acceptedAnswer as Thing).text).toEqual(expect.any(String));
  },
  CafeOrCoffeeShop: expectLocalBusiness,
  HomeAndConstructionBusiness: expectLocalBusiness,
  Product(product) {
    expect(product.name).toEqual(expect.any(String));
    expect(httpsUrl(product.image)).toBe(true);
    expectOffer(product.offers as Thing);
    expect((product.offers as Thing).availability).toBe('https://schema.org/InStock');
    const rating = product.aggregateRating as Thing;
    expect(rating['@type']).toBe('AggregateRating');
    expect(Number(rating.ratingValue)).toBeGreaterThan(0);
    expect(Number(rating.ratingValue)).toBeLessThanOrEqual(Number(rating.bestRating));
    expect(Number(rating.reviewCount)).toBeGreaterThan(0);
  },
};

/** The JSON-LD a page must carry, by path. */
const expected = new Map<string, string[]>([
  [pagePaths.home, ['ProfessionalService']],
  [pagePaths.services, ['ProfessionalService', 'FAQPage']],
  [coffeePaths.home, ['CafeOrCoffeeShop']],
  [coffeePaths.contact, ['CafeOrCoffeeShop']],
  [landscapingPaths.home, ['HomeAndConstructionBusiness']],
  [landscapingPaths.contact, ['HomeAndConstructionBusiness']],
  ...products.map((product): [string, string[]] => [homegoodsPaths.product(product.id), ['Product']]),
]);

function jsonLdOf(html: string): Thing[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Thing,
  );
  return blocks.flatMap((block) => {
    expect(block['@context']).toBe('https://schema.org');
    return (block['@graph'] as Thing[] | undefined) ?? [block];
  });
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('JSON-LD and sharing tags of every prerendered page', () => {
  it('covers every page, and the pages that must describe something', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(20);
    for (const path of expected.keys()) expect(Object.keys(pages)).toContain(path);
  });

  it('each page: JSON-LD of the expected schema.org types with their required properties', () => {
    for (const [path, html] of Object.entries(pages)) {
      const things = jsonLdOf(html);
      expect(
        things.map((thing) => thing['@type']),
        path,
      ).toEqual(expected.get(path) ?? []);
      for (const thing of things) {
        const check = checks[thing['@type']];
        if (!check) throw new Error(`${path}: no check for @type ${thing['@type']}`);
        check(thing);
      }
      const product = products.find((item) => homegoodsPaths.product(item.id) === path);
      if (product) expect(things[0]).toMatchObject({ name: product.name, offers: { price: product.salePrice ?? product.price } });
      // No "</script>" or "<!--" inside a block can end it early.
      for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(match[1]).not.toMatch(/<!--|<\//);
    }
  });

  it("each page: its own share image (1200×630), the large card, the site's name in its title, its site's icons and colour", () => {
    for (const [path, html] of Object.entries(pages)) {
      if (html.includes('<meta name="robots" content="noindex"/>')) {
        // Not for sharing (the thank-you page): no canonical URL, no share image.
        expect([path, html.includes('og:image'), html.includes('rel="canonical"')]).toEqual([pagePaths.thankYou, false, false]);
        continue;
      }
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
      expect(image, path).toMatch(new RegExp(`/og/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '--')}\\.png$`));
      expect(attribute(html, /<meta property="og:image:width" content="(\d+)"/)).toBe('1200');
      expect(attribute(html, /<meta property="og:image:height" content="(\d+)"/)).toBe('630');
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      const demo = demoList.find((item) => path === item.base || path.startsWith(`${item.base}/`));
      const siteName = demo?.name ?? 'Lumen Web Studio';
      const slug = demo?.brand ?? 'studio';
      expect(attribute(html, /<title>([^<]+)<\/title>/)?.replaceAll('&amp;', '&'), path).toContain(siteName);
      expect(attribute(html, /<meta property="og:site_name" content="([^"]+)"/)?.replaceAll('&amp;', '&')).toBe(siteName);
      expect(attribute(html, /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/)).toBe(`/icons/${slug}.svg`);
      expect(attribute(html, /<link rel="apple-touch-icon" href="([^"]+)"/)).toBe(`/icons/${slug}-180.png`);
      expect(attribute(html, /<link rel="manifest" href="([^"]+)"/)).toBe(`/icons/${slug}.webmanifest`);
      expect(attribute(html, /<meta name="theme-color" content="([^"]+)"/)).toMatch(/^#[\da-f]{6}$/i);
    }
  });

  it('each page fetches at most one image at high priority: the first in its main content, loaded at once', () => {
    // The pages that open on a picture: the demos' homes, the café's story and its menu.
    const opensOnPicture = [...demoList.map((demo) => demo.base), coffeePaths.about, coffeePaths.menu];
    for (const [path, html] of Object.entries(pages)) {
      const main = html.slice(html.indexOf('<main'));
      const images = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      const high = images.filter((img) => /\bfetchPriority="high"/i.test(img));
      expect(high.length, path).toBeLessThanOrEqual(1);
      if (opensOnPicture.includes(path)) expect(high, path).toHaveLength(1);
      if (high[0]) {
        expect(images.indexOf(high[0]), path).toBe(0);
        expect(high[0], path).not.toMatch(/loading="lazy"/);
      }
    }
  });
});
