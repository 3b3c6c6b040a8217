/**
 * The demo businesses' JSON-LD: the café and the landscaper as LocalBusiness types, the shop as an
 * OnlineStore with its products, and each demo page as a page of its business's site (page.ts).
 */
import { ADVANCED_DEMO } from '../constants';
import { coffeeBusiness, coffeeHours, coffeeNav, coffeePaths } from '../../demos/coffee/content';
import { homegoodsBusiness, homegoodsCopy, homegoodsMeta, homegoodsNav, homegoodsPaths } from '../../demos/homegoods/content';
import type { Product } from '../../demos/homegoods/content/catalogue';
import { businessHours, landscapingBusiness, landscapingNav, landscapingPaths } from '../../demos/landscaping/content';
import { sitePage, type PageFacts, type PageOptions } from './page';
import { absolute, linkList, openingHours, postalAddress, shareImage, type SchemaThing } from './schema';

/** The Daily Grind as a CafeOrCoffeeShop (a FoodEstablishment, so a LocalBusiness) with its hours. */
export function coffeeStructuredData(path: string): SchemaThing {
  const b = coffeeBusiness;
  return {
    '@type': 'CafeOrCoffeeShop',
    '@id': absolute(`${coffeePaths.home}#business`),
    name: b.name,
    description: `${b.tagline}: small-batch coffee roasted in-house and pastries baked at dawn.`,
    url: absolute(coffeePaths.home),
    image: shareImage(path),
    telephone: b.phone,
    email: b.email,
    foundingDate: String(b.founded),
    address: postalAddress(b.street, b.city),
    openingHoursSpecification: openingHours(coffeeHours),
    servesCuisine: 'Coffee',
    hasMenu: absolute(coffeePaths.menu),
  };
}

/** Evergreen Landscaping as a HomeAndConstructionBusiness (a LocalBusiness) with its business hours. */
export function landscapingStructuredData(path: string): SchemaThing {
  const b = landscapingBusiness;
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': absolute(`${landscapingPaths.home}#business`),
    name: b.name,
    description: `Family-owned landscaping in the ${b.area}: lawn care, garden design, hardscaping and more.`,
    url: absolute(landscapingPaths.home),
    image: shareImage(path),
    telephone: b.phone,
    email: b.email,
    foundingDate: String(b.founded),
    areaServed: b.area,
    address: postalAddress(b.street, b.city),
    openingHoursSpecification: openingHours(businessHours),
  };
}

const storeId = absolute(`${homegoodsPaths.home}#business`);

/**
 * Hearth & Co. as an OnlineStore (an Organization): it sells online only, so it has no address or
 * opening hours, which a Store (a LocalBusiness) would need.
 */
export function homegoodsStructuredData(path: string): SchemaThing {
  return {
    '@type': 'OnlineStore',
    '@id': storeId,
    name: homegoodsBusiness.name,
    description: homegoodsCopy.footer.about,
    url: absolute(homegoodsPaths.home),
    logo: absolute('/icons/homegoods-512.png'),
    image: shareImage(path),
  };
}

/** One shop item as a Product with its offer (the sale price while on sale) and its rating. */
export function productStructuredData(product: Product): SchemaThing {
  const path = homegoodsPaths.product(product.id);
  return {
    '@type': 'Product',
    '@id': `${absolute(path)}#product`,
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category,
    image: shareImage(path),
    brand: { '@type': 'Brand', name: homegoodsBusiness.name },
    offers: {
      '@type': 'Offer',
      url: absolute(path),
      price: product.salePrice ?? product.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': storeId },
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ADVANCED_DEMO.rating,
      bestRating: ADVANCED_DEMO.ratingOutOf,
      reviewCount: ADVANCED_DEMO.reviewCount,
    },
  };
}

/** A page of the café's site: the café, the page and its trail. */
export const coffeePageJsonLd = (facts: PageFacts, options?: PageOptions) =>
  sitePage(coffeeStructuredData(facts.path), coffeeNav, facts, options);

/** A page of the landscaper's site: the company, the page and its trail. */
export const landscapingPageJsonLd = (facts: PageFacts, options?: PageOptions) =>
  sitePage(landscapingStructuredData(facts.path), landscapingNav, facts, options);

/** A page of the shop's site: the store, the page and its trail. */
export const homegoodsPageJsonLd = (facts: PageFacts, options?: PageOptions) =>
  sitePage(homegoodsStructuredData(facts.path), homegoodsNav, facts, options);

/** A collection of the shop (all products, the sale): the list of the products it shows. */
export const collectionPageJsonLd = (facts: PageFacts, products: readonly Product[]) =>
  homegoodsPageJsonLd(facts, {
    page: {
      '@type': 'CollectionPage',
      mainEntity: linkList(products.map((product) => ({ name: product.name, path: homegoodsPaths.product(product.id) }))),
    },
  });

/** A product's page: an ItemPage about the product, the last crumb of Home › Shop › product. */
export function productPageJsonLd(product: Product): SchemaThing[] {
  const described = productStructuredData(product);
  return homegoodsPageJsonLd(homegoodsMeta.product(product), {
    page: { '@type': 'ItemPage', mainEntity: { '@id': described['@id'] } },
    crumb: product.name,
    more: [described],
  });
}
