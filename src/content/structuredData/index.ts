export { faqStructuredData, studioStructuredData } from './studio';
export { coffeeStructuredData, landscapingStructuredData, productStructuredData } from './demoBusinesses';
export type { SchemaThing } from './schema';
