/**
 * The Daily Grind's menu: categories, items and prices, and what the pages derive from them
 * (the price range, the house favourites). Plain data, like the rest of the café's facts.
 */

export type MenuCategoryId = 'espresso' | 'lattes' | 'pastries';

export interface MenuItem {
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  /** Short labels such as "Vegan" or "House favorite". */
  tags?: string[];
}

export interface MenuCategory {
  id: MenuCategoryId;
  title: string;
  blurb: string;
  items: MenuItem[];
}

export const menu: MenuCategory[] = [
  {
    id: 'espresso',
    title: 'Espresso & Coffee',
    blurb: 'Our house blend is roasted in small batches every Monday: chocolatey, round and never bitter.',
    items: [
      { name: 'Espresso', description: 'A double shot of the house blend, pulled short and sweet.', price: 2.75 },
      { name: 'Drip Coffee', description: 'Single-origin filter coffee, refilled while you stay.', price: 2.75 },
      { name: 'Americano', description: 'Two shots lengthened with hot water.', price: 3.25 },
      { name: 'Macchiato', description: 'Espresso marked with a spoon of velvety foam.', price: 3.5 },
      { name: 'Cold Brew', description: 'Steeped for 18 hours, served over ice.', price: 4.25, tags: ['House favorite'] },
    ],
  },
  {
    id: 'lattes',
    title: 'Lattes & Milk Drinks',
    blurb: 'Whole, oat or almond milk at no extra charge. Ask for any drink iced.',
    items: [
      { name: 'Cappuccino', description: 'Equal parts espresso, steamed milk and foam.', price: 4.0 },
      { name: 'Flat White', description: 'A ristretto double with silky micro-foam.', price: 4.25 },
      { name: 'Caffè Latte', description: 'Espresso and steamed milk with a thin layer of foam.', price: 4.25 },
      { name: 'Chai Latte', description: 'Spiced black tea brewed in-house with steamed milk.', price: 4.5 },
      {
        name: 'Maple Oat Latte',
        description: 'Local maple syrup, oat milk and a pinch of sea salt.',
        price: 4.75,
        tags: ['House favorite'],
      },
      { name: 'Mocha', description: 'Dark chocolate ganache, espresso and steamed milk.', price: 4.75 },
    ],
  },
  {
    id: 'pastries',
    title: 'Pastries',
    blurb: 'Baked on site from 5 AM. When they are gone, they are gone.',
    items: [
      { name: 'Butter Croissant', description: 'Three days of laminating for a proper shatter.', price: 3.25 },
      { name: 'Blueberry Muffin', description: 'Wild blueberries and a crunchy demerara top.', price: 3.5 },
      { name: 'Banana Bread', description: 'Thick-cut, toasted, with salted butter.', price: 3.75, tags: ['Vegan'] },
      { name: 'Pain au Chocolat', description: 'Two batons of dark chocolate in flaky dough.', price: 3.75 },
      { name: 'Cinnamon Roll', description: 'Cardamom sugar and a cream-cheese glaze.', price: 4.25, tags: ['House favorite'] },
      { name: 'Seasonal Fruit Tart', description: 'Vanilla custard and whatever the farm stand has today.', price: 5.0 },
    ],
  },
];

/** Cheapest and dearest item on the menu (2.75 and 5.00). */
export const menuPriceRange = {
  min: Math.min(...menu.flatMap((category) => category.items.map((item) => item.price))),
  max: Math.max(...menu.flatMap((category) => category.items.map((item) => item.price))),
};

/** The items the home page features. */
export const favourites: MenuItem[] = menu.flatMap((category) => category.items.filter((item) => item.tags?.includes('House favorite')));
