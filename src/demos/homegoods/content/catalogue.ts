/**
 * Hearth & Co.'s catalogue: six products. Plain data, read by the registry (product pages), the
 * shop's pages, stories and tests.
 */
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
      'Stonewashed European linen in a soft oat color, with a hidden zip and a plump feather insert. Gets softer with every wash.',
    category: 'Textiles',
    onSale: true,
    salePrice: '30.00',
    alt: 'Square oat-colored linen cushion with top-stitched edges on a sage background',
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
      'A cast-concrete bowl on a three-legged walnut stand, with a drainage hole and a cork plug. Raises your favorite plant into the light.',
    category: 'Decor',
    onSale: false,
    salePrice: null,
    alt: 'Gray concrete planter with a leafy green plant on a three-legged wooden stand',
  },
];

export const productIds: readonly ProductId[] = products.map((product) => product.id);
