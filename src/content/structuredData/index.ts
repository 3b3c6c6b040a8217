/** The site's schema.org JSON-LD: every page's business, the page itself and its trail, and what a page describes. */
export { demoSitesPage, faqStructuredData, studioPageJsonLd } from './studio';
export { coffeePageJsonLd, collectionPageJsonLd, homegoodsPageJsonLd, landscapingPageJsonLd, productPageJsonLd } from './demoBusinesses';
export type { PageFacts, PageOptions } from './page';
export type { SchemaThing } from './schema';
