/**
 * Hearth & Co. (advanced monthly package demo): every fact and line of copy its pages, stories and
 * tests show. No asset imports, so Node-side tests can read it; images are in src/demos/homegoods/images.ts.
 */
import { ADVANCED_DEMO } from '../../../content/constants.ts';
import { formatUsd } from '../../../content/format.ts';
import { products, type Product } from './catalogue.ts';
import { demos, homegoodsRoutes } from '../../registry.ts';

export * from './catalogue.ts';

export const homegoodsPaths = homegoodsRoutes;
export const homegoodsNav = demos.homegoods.nav;

export const homegoodsBusiness = {
  name: demos.homegoods.name,
  tagline: 'Homeware for slow living',
} as const;

/** The home page's "New arrivals": the first three products. */
export const newArrivals: Product[] = products.slice(0, 3);

/** The sale page: only products on sale. */
export const saleProducts: Product[] = products.filter((product) => product.onSale);

export function findProduct(id: string | undefined): Product | undefined {
  return products.find((product) => product.id === id);
}

/** Product detail facts: fixed rating, review count, quantity and shipping (spec constants). */
export const productFacts = ADVANCED_DEMO;

const freeShipping = formatUsd(ADVANCED_DEMO.freeShippingOver);
const shipsIn = `${ADVANCED_DEMO.shippingDays.min}–${ADVANCED_DEMO.shippingDays.max}`;

/** Largest saving in the sale, as a whole percentage. */
export const maxSaving = Math.max(
  ...saleProducts.map((product) => Math.round((1 - Number(product.salePrice) / Number(product.price)) * 100)),
);

export const ADD_TO_CART_TOAST = {
  title: 'Added to Cart!',
  description: 'This is a demo store, so nothing was actually added to a cart.',
} as const;

/** Footer links that a real store would have; in the demo they are marked "coming soon". */
export const placeholderLinks = ['Journal', 'Our Makers', 'Stockists', 'Gift Cards'] as const;

export const homegoodsCopy = {
  header: {
    announcement: `Free shipping on orders over ${freeShipping}`,
    newsletterLabel: 'Newsletter',
    newsletterPlaceholder: 'Your email address',
    newsletterNote: 'New arrivals, once a month. Sign-ups open soon.',
  },
  footer: {
    about: 'Small-batch homeware from independent makers, chosen to be used every day and kept for years.',
    legal: `${demos.homegoods.name} A fictional shop.`,
    shopTitle: 'Shop',
    shopLinks: [
      { label: 'New Arrivals', to: homegoodsRoutes.home },
      { label: 'All Products', to: homegoodsRoutes.shop },
      { label: 'Sale', to: homegoodsRoutes.sale },
    ],
    aboutTitle: 'About',
    placeholderLinks,
    soon: 'Coming soon',
    careTitle: 'Customer Care',
    care: [`Ships in ${shipsIn} business days`, `Free shipping over ${freeShipping}`],
  },
  hero: {
    eyebrow: 'The new season edit',
    title: 'Made Slowly. *Loved for Years.*',
    lead: 'Stoneware, linen, oak and wool from independent makers: simple things, beautifully made, for the rooms you live in.',
    primary: { label: 'Shop the Collection', to: homegoodsRoutes.shop },
    secondary: { label: 'View Sale', to: homegoodsRoutes.sale },
  },
  newArrivals: {
    eyebrow: 'Just landed',
    title: 'New Arrivals',
    link: { label: 'Shop All', to: homegoodsRoutes.shop },
  },
  promises: {
    title: 'Our Promise',
    items: [
      { title: 'Made by Small Makers', text: 'Every piece comes from an independent studio or workshop we know by name.' },
      { title: `Ships in ${shipsIn} Days`, text: 'Packed by hand in recycled paper, with no plastic fillers.' },
      { title: `Free Shipping over ${freeShipping}`, text: 'On every order to a US address, however big or small the pieces.' },
    ],
  },
  saleBanner: {
    eyebrow: 'Sale',
    title: `Up to ${maxSaving}% Off Selected Pieces`,
    text: 'Linen and candlelight for less, while stocks last.',
    link: { label: 'Shop the Sale', to: homegoodsRoutes.sale },
  },
  shop: {
    eyebrow: 'The collection',
    title: 'Shop All',
    lead: `${products.length} pieces for the way you live: decor, textiles and kitchenware from small makers.`,
    label: 'All products',
  },
  sale: {
    eyebrow: 'While stocks last',
    title: 'Sale',
    lead: `${saleProducts.length} favorites at a gentler price. Once they’re gone, they’re gone.`,
    label: 'Products on sale',
  },
  empty: 'Nothing here right now. Check back soon.',
  product: {
    breadcrumb: 'Breadcrumb',
    shop: { label: 'Shop', to: homegoodsRoutes.shop },
    quantity: 'Quantity',
    addToCart: 'Add to Cart',
    saleTag: 'Sale',
    salePrice: 'Sale price',
    regularPrice: 'Regular price',
    shipping: [`Ships in ${shipsIn} business days`, `Free shipping on orders over ${freeShipping}`],
    related: 'You May Also Like',
    toast: ADD_TO_CART_TOAST,
  },
  productNotFound: {
    eyebrow: 'Error 404',
    title: 'Product Not Found',
    lead: 'We couldn’t find that piece. It may have sold out, or the link may be mistyped.',
    actions: [{ label: 'Back to Shop', to: homegoodsRoutes.shop }],
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page Not Found',
    lead: 'The page you were looking for has moved or no longer exists.',
    actions: [
      { label: 'Back to Shop', to: homegoodsRoutes.shop },
      { label: 'Home', to: homegoodsRoutes.home },
    ],
  },
} as const;

const site = homegoodsBusiness.name;

export const homegoodsMeta = {
  home: {
    path: homegoodsRoutes.home,
    title: `${site} | Handmade Homeware for Slow Living`,
    description: `Ceramics, linen, oak and wool made by small makers. New arrivals every season and free shipping over $${ADVANCED_DEMO.freeShippingOver}.`,
  },
  shop: {
    path: homegoodsRoutes.shop,
    title: `Shop All | ${site}`,
    description: 'Browse every piece in the Hearth & Co. collection: decor, textiles and kitchenware.',
  },
  sale: {
    path: homegoodsRoutes.sale,
    title: `Sale | ${site}`,
    description: 'Selected Hearth & Co. pieces at reduced prices, while stocks last.',
  },
  product: (product: Product) => ({
    path: homegoodsRoutes.product(product.id),
    title: `${product.name} | ${site}`,
    description: product.description,
  }),
  productNotFound: {
    title: `Product Not Found | ${site}`,
    description: 'This product is no longer available.',
  },
  notFound: {
    title: `Page Not Found | ${site}`,
    description: 'The page you were looking for could not be found.',
  },
} as const;
