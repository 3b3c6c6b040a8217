/** The demo businesses' JSON-LD: the café and the landscaper as LocalBusiness types, the shop's products. */
import { ADVANCED_DEMO } from '../constants';
import { coffeeBusiness, coffeeHours, coffeePaths } from '../../demos/coffee/content';
import { homegoodsBusiness, homegoodsPaths } from '../../demos/homegoods/content';
import type { Product } from '../../demos/homegoods/content/catalogue';
import { businessHours, landscapingBusiness, landscapingPaths } from '../../demos/landscaping/content';
import { absolute, openingHours, postalAddress, shareImage, type SchemaThing } from './schema';

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

/** One shop item as a Product with its offer (the sale price while on sale) and its rating. */
export function productStructuredData(product: Product): SchemaThing {
  const path = homegoodsPaths.product(product.id);
  return {
    '@type': 'Product',
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
      seller: { '@type': 'Organization', name: homegoodsBusiness.name },
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ADVANCED_DEMO.rating,
      bestRating: ADVANCED_DEMO.ratingOutOf,
      reviewCount: ADVANCED_DEMO.reviewCount,
    },
  };
}
