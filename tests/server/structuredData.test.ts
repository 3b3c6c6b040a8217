/**
 * Every prerendered page, rendered by the real SSR bundle as the build does (in plain Node, as
 * tests/server/islands.test.ts explains): its JSON-LD parses, each object is a schema.org type we
 * mean to use with the properties that type requires, and every page of the sitemap names its
 * site's business (the studio, the café, the landscaper, the shop), itself (a WebPage or a subtype)
 * and its place in its site (a BreadcrumbList from the site's home to the page), and the pages that
 * describe more do (the FAQ, the collections' lists, each product). Its head: a share image, the
 * large card, the site's name in the title, the site's own icons and colour. Its images: only the
 * page's main one is fetched ahead of the others.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS } from '#contract/plans.ts';
import { pagePaths } from '#contract/routes.ts';
import { sitemapRoutes } from '../../src/app/prerenderPaths.ts';
import { demoList, type DemoId } from '../../src/demos/registry.ts';
import { coffeePaths } from '../../src/demos/coffee/content/index.ts';
import { landscapingPaths } from '../../src/demos/landscaping/content/index.ts';
import { homegoodsPaths, products, saleProducts } from '../../src/demos/homegoods/content/index.ts';
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

/** A page: its canonical URL and title, the business that publishes it and its breadcrumb trail (both by @id). */
function expectPage(page: Thing) {
  expect(httpsUrl(page.url)).toBe(true);
  expect(page.name).toEqual(expect.any(String));
  expect(page.description).toEqual(expect.any(String));
  expect(page.publisher).toEqual({ '@id': expect.any(String) });
  expect(page.breadcrumb).toEqual({ '@id': expect.any(String) });
}

/** An ordered list of links, each to a page of the site (the summary list of Google's carousel guidelines). */
function expectLinkList(list: Thing) {
  expect(list['@type']).toBe('ItemList');
  const items = list.itemListElement as Thing[];
  expect(items.length).toBeGreaterThan(0);
  expect(list.numberOfItems).toBe(items.length);
  items.forEach((item, index) => {
    expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.any(String) });
    expect(httpsUrl(item.url)).toBe(true);
  });
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
  WebPage: expectPage,
  AboutPage: expectPage,
  ContactPage: expectPage,
  ItemPage(page) {
    expectPage(page);
    expect(page.mainEntity).toEqual({ '@id': expect.any(String) });
  },
  CollectionPage(page) {
    expectPage(page);
    expectLinkList(page.mainEntity as Thing);
  },
  BreadcrumbList(trail) {
    const crumbs = trail.itemListElement as Thing[];
    expect(crumbs.length).toBeGreaterThan(0);
    crumbs.forEach((crumb, index) => {
      expect(crumb).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.any(String) });
      expect(httpsUrl(crumb.item)).toBe(true);
    });
  },
  FAQPage(faq) {
    expectPage(faq);
    const questions = faq.mainEntity as Thing[];
    expect(questions.map((question) => question.name)).toEqual(faqItems.map((item) => item.question));
    for (const question of questions) expect((question.acceptedAnswer as Thing).text).toEqual(expect.any(String));
  },
  CafeOrCoffeeShop: expectLocalBusiness,
  HomeAndConstructionBusiness: expectLocalBusiness,
  OnlineStore(store) {
    expect(store.name).toBe(demoList.find((demo) => demo.id === 'homegoods')?.name);
    expect([httpsUrl(store.url), httpsUrl(store.logo), httpsUrl(store.image)]).toEqual([true, true, true]);
  },
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

/** The business each site's pages name: the studio's own pages, then each demo's. */
const businessTypes: Record<DemoId | 'studio', string> = {
  studio: 'ProfessionalService',
  coffee: 'CafeOrCoffeeShop',
  landscaping: 'HomeAndConstructionBusiness',
  homegoods: 'OnlineStore',
};

/** The site a path belongs to: the demo it lies under, else the studio's. */
function siteOf(path: string): { id: DemoId | 'studio'; home: string } {
  const demo = demoList.find((item) => path === item.base || path.startsWith(`${item.base}/`));
  return demo ? { id: demo.id, home: demo.base } : { id: 'studio', home: pagePaths.home };
}

/** A page of the sitemap: its site's business, the page (its type), its trail, then what else it describes. */
const sitePage = (path: string, page: string, ...more: string[]): [string, string[]] => [
  path,
  [businessTypes[siteOf(path).id], page, 'BreadcrumbList', ...more],
];

/** The JSON-LD a page must carry, by path (in the order the page gives it). */
const expected = new Map<string, string[]>([
  sitePage(pagePaths.home, 'WebPage'),
  sitePage(pagePaths.services, 'FAQPage'),
  sitePage(pagePaths.packageExamples, 'CollectionPage'),
  sitePage(pagePaths.getStarted, 'ContactPage'),
  sitePage(coffeePaths.home, 'WebPage'),
  sitePage(coffeePaths.about, 'AboutPage'),
  sitePage(coffeePaths.menu, 'WebPage'),
  sitePage(coffeePaths.contact, 'ContactPage'),
  sitePage(landscapingPaths.home, 'WebPage'),
  sitePage(landscapingPaths.about, 'AboutPage'),
  sitePage(landscapingPaths.services, 'WebPage'),
  sitePage(landscapingPaths.contact, 'ContactPage'),
  sitePage(homegoodsPaths.home, 'WebPage'),
  sitePage(homegoodsPaths.shop, 'CollectionPage'),
  sitePage(homegoodsPaths.sale, 'CollectionPage'),
  ...products.map((product) => sitePage(homegoodsPaths.product(product.id), 'ItemPage', 'Product')),
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

  it("every page of the sitemap names its site's business and its place in the site: a BreadcrumbList from the site's home to the page", () => {
    expect(sitemapRoutes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const { path } of sitemapRoutes) {
      const html = pages[path] ?? '';
      const things = jsonLdOf(html);
      const site = siteOf(path);
      const business = businessTypes[site.id];
      const trail = things.find((thing) => thing['@type'] === 'BreadcrumbList');
      if (!things.some((thing) => thing['@type'] === business)) missing.push(`${path}: ${business}`);
      if (!trail) {
        missing.push(`${path}: BreadcrumbList`);
        continue;
      }
      // The trail starts at the site's home and ends at the page, both as the page's canonical URL spells them.
      const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/) ?? '';
      const crumbs = (trail.itemListElement as Thing[]).map((crumb) => crumb.item);
      expect(canonical, path).toMatch(/^https:\/\//);
      expect([crumbs[0], crumbs.at(-1)], path).toEqual([`${new URL(canonical).origin}${site.home}`, canonical]);
    }
    expect(missing, 'what the pages of the sitemap do not name').toEqual([]);
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
      // Every reference by @id (a node that is only an @id) names a node of the same page.
      const ids = new Set(things.map((thing) => thing['@id']).filter(Boolean));
      for (const ref of JSON.stringify(things).matchAll(/\{"@id":"([^"]+)"\}/g)) expect(ids, path).toContain(ref[1]);
      // The collections list what they show: the studio its demos, the shop every product, the sale the products on sale.
      const listed = ((things.find((thing) => thing['@type'] === 'CollectionPage')?.mainEntity as Thing | undefined)?.itemListElement ??
        []) as Thing[];
      const shown = new Map<string, string[]>([
        [pagePaths.packageExamples, demoList.map((demo) => demo.base)],
        [homegoodsPaths.shop, products.map((item) => homegoodsPaths.product(item.id))],
        [homegoodsPaths.sale, saleProducts.map((item) => homegoodsPaths.product(item.id))],
      ]).get(path);
      expect(
        listed.map((item) => new URL(String(item.url)).pathname),
        path,
      ).toEqual(shown ?? []);
      const product = products.find((item) => homegoodsPaths.product(item.id) === path);
      if (product) {
        const described = things.find((thing) => thing['@type'] === 'Product');
        expect(described).toMatchObject({ name: product.name, offers: { price: product.salePrice ?? product.price } });
        expect(things.find((thing) => thing['@type'] === 'ItemPage')?.mainEntity).toEqual({ '@id': described?.['@id'] });
      }
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
