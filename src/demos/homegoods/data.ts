/**
 * Hearth & Co. (advanced monthly package demo): products and every fact its pages, stories
 * and tests show. No asset imports here, so Node-side tests can read it; images are in ./images.ts.
 */
import { ADVANCED_DEMO } from '../../content/constants';

export const HOMEGOODS_BASE = '/demo/advanced';

export const homegoodsPaths = {
  home: HOMEGOODS_BASE,
  shop: `${HOMEGOODS_BASE}/shop`,
  sale: `${HOMEGOODS_BASE}/sale`,
  product: (id: string) => `${HOMEGOODS_BASE}/shop/${id}`,
} as const;

export const homegoodsBusiness = {
  name: 'Hearth & Co.',
  tagline: 'Homeware for slow living',
} as const;

export const homegoodsNav = [
  { label: 'Home', to: homegoodsPaths.home },
  { label: 'Shop', to: homegoodsPaths.shop },
  { label: 'Sale', to: homegoodsPaths.sale },
] as const;

export type ProductCategory = 'Decor' | 'Textiles' | 'Kitchen';

export type ProductId = 'ceramic-vase' | 'linen-cushion' | 'oak-tray' | 'scented-candle' | 'wool-throw' | 'minimalist-planter';

export interface Product {
  id: ProductId;
  name: string;
  /** Regular price in US dollars, e.g. "45.00". */
  price: string;
  description: string;
  category: ProductCategory;
  onSale: boolean;
  /** Reduced price while on sale, otherwise null. */
  salePrice: string | null;
  /** Alt text of the product image. */
  alt: string;
}

export const products: Product[] = [
  {
    id: 'ceramic-vase',
    name: 'Ceramic Vase',
    price: '75.00',
    description:
      'Hand-thrown stoneware with a speckled oatmeal glaze. Its generous belly and narrow neck suit a single dried stem or a loose bunch of garden cuttings.',
    category: 'Decor',
    onSale: false,
    salePrice: null,
    alt: 'Speckled cream ceramic vase with dried stems, in front of an arched alcove',
  },
  {
    id: 'linen-cushion',
    name: 'Linen Cushion',
    price: '45.00',
    description:
      'Stonewashed European linen in a soft oat colour, with a hidden zip and a plump feather insert. Gets softer with every wash.',
    category: 'Textiles',
    onSale: true,
    salePrice: '30.00',
    alt: 'Square oat-coloured linen cushion with top-stitched edges on a sage background',
  },
  {
    id: 'oak-tray',
    name: 'Oak Serving Tray',
    price: '55.00',
    description:
      'Carved from a single piece of FSC-certified oak and finished with food-safe oil. Perfect for breakfast in bed or corralling the coffee table.',
    category: 'Kitchen',
    onSale: false,
    salePrice: null,
    alt: 'Oval oak serving tray with cut-out handles holding a coffee cup and a small milk jug',
  },
  {
    id: 'scented-candle',
    name: 'Scented Candle',
    price: '35.00',
    description:
      'Fig leaf, cedar and a hint of smoke, poured by hand into an amber glass jar. Natural soy wax, cotton wick, around 50 hours of burn time.',
    category: 'Decor',
    onSale: true,
    salePrice: '25.00',
    alt: 'Lit candle in an amber glass jar with a cream label, beside its wooden lid',
  },
  {
    id: 'wool-throw',
    name: 'Wool Throw',
    price: '180.00',
    description:
      'Woven in a small Scottish mill from undyed lambswool in a camel check, finished with a hand-knotted fringe. Warm enough for the coldest evenings.',
    category: 'Textiles',
    onSale: false,
    salePrice: null,
    alt: 'Stack of folded camel check wool throws with a fringed edge',
  },
  {
    id: 'minimalist-planter',
    name: 'Minimalist Planter',
    price: '90.00',
    description:
      'A cast-concrete bowl on a three-legged walnut stand, with a drainage hole and a cork plug. Raises your favourite plant into the light.',
    category: 'Decor',
    onSale: false,
    salePrice: null,
    alt: 'Grey concrete planter with a leafy green plant on a three-legged wooden stand',
  },
];

/** The home page's "New arrivals": the first three products. */
export const newArrivals: Product[] = products.slice(0, 3);

/** The sale page: only products on sale. */
export const saleProducts: Product[] = products.filter((product) => product.onSale);

export function findProduct(id: string | undefined): Product | undefined {
  return products.find((product) => product.id === id);
}

/** What the visitor pays: the sale price while on sale. */
export function currentPrice(product: Product): string {
  return product.onSale && product.salePrice !== null ? product.salePrice : product.price;
}

/** Product detail facts: fixed rating, review count, quantity and shipping (spec constants). */
export const productFacts = ADVANCED_DEMO;

export const ADD_TO_CART_TOAST = {
  title: 'Added to Cart!',
  description: 'This is a demo store, so nothing was actually added to a cart.',
} as const;

/** Footer links that a real store would have; in the demo they are marked "coming soon". */
export const placeholderLinks = ['Journal', 'Our Makers', 'Stockists', 'Gift Cards'] as const;

const site = homegoodsBusiness.name;

export const homegoodsMeta = {
  home: {
    path: homegoodsPaths.home,
    title: `${site} | Handmade Homeware for Slow Living`,
    description: `Ceramics, linen, oak and wool made by small makers. New arrivals every season and free shipping over $${ADVANCED_DEMO.freeShippingOver}.`,
  },
  shop: {
    path: homegoodsPaths.shop,
    title: `Shop All | ${site}`,
    description: 'Browse every piece in the Hearth & Co. collection: decor, textiles and kitchenware.',
  },
  sale: {
    path: homegoodsPaths.sale,
    title: `Sale | ${site}`,
    description: 'Selected Hearth & Co. pieces at reduced prices, while stocks last.',
  },
  product: (product: Product) => ({
    path: homegoodsPaths.product(product.id),
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
