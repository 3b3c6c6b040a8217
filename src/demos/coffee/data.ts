/**
 * The Daily Grind (one-time package demo): every fact its pages, stories and tests show.
 * No asset imports here, so Node-side tests can read it; images live in ./images.ts.
 */

export const COFFEE_BASE = '/demo/one-time';

export const coffeePaths = {
  home: COFFEE_BASE,
  about: `${COFFEE_BASE}/about`,
  menu: `${COFFEE_BASE}/menu`,
  contact: `${COFFEE_BASE}/contact`,
} as const;

export const coffeeBusiness = {
  name: 'The Daily Grind',
  tagline: 'Coffee house & bakery',
  founded: 2014,
  street: '214 Maple Street',
  city: 'Riverton, OR 97000',
  phone: '(555) 013-4477',
  email: 'hello@dailygrind.example',
} as const;

export const coffeeNav = [
  { label: 'Home', to: coffeePaths.home },
  { label: 'About', to: coffeePaths.about },
  { label: 'Menu', to: coffeePaths.menu },
  { label: 'Contact', to: coffeePaths.contact },
] as const;

export const coffeeHours = [
  { days: 'Monday – Friday', hours: '6:30 AM – 6:00 PM' },
  { days: 'Saturday & Sunday', hours: '7:30 AM – 4:00 PM' },
] as const;

export type MenuCategoryId = 'espresso' | 'lattes' | 'pastries';

export interface MenuItem {
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  /** Short labels such as "Vegan" or "House favourite". */
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
      { name: 'Cold Brew', description: 'Steeped for 18 hours, served over ice.', price: 4.25, tags: ['House favourite'] },
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
      { name: 'Maple Oat Latte', description: 'Local maple syrup, oat milk and a pinch of sea salt.', price: 4.75, tags: ['House favourite'] },
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
      { name: 'Cinnamon Roll', description: 'Cardamom sugar and a cream-cheese glaze.', price: 4.25, tags: ['House favourite'] },
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
export const favourites: MenuItem[] = menu.flatMap((category) => category.items.filter((item) => item.tags?.includes('House favourite')));

export const coffeeHighlights = [
  { title: 'Roasted in-house', text: 'Fresh beans every week from our little roaster behind the counter.' },
  { title: 'Baked at dawn', text: 'Croissants, muffins and tarts made from scratch every morning.' },
  { title: 'Stay a while', text: 'Free Wi-Fi, sunny window seats and refills on drip coffee.' },
] as const;

export const coffeeValues = [
  { title: 'Direct-trade beans', text: 'We buy from three farms we have visited, and pay well above fair-trade prices.' },
  { title: 'Zero-waste bar', text: 'Bring your own cup for 25¢ off; grounds go to the community garden.' },
  { title: 'Neighbours first', text: 'Local artists on the walls, local milk in the fridge, local kids on the staff.' },
] as const;

const site = coffeeBusiness.name;

/** Title and description of every page: one source for the pages, the prerender and the tests. */
export const coffeeMeta = {
  home: {
    path: coffeePaths.home,
    title: `${site} | Coffee House & Bakery in Riverton`,
    description: 'Small-batch coffee roasted in-house, pastries baked at dawn and a sunny corner on Maple Street.',
  },
  about: {
    path: coffeePaths.about,
    title: `About Us | ${site}`,
    description: `How a tiny espresso cart became Riverton's favourite corner café, and what we care about.`,
  },
  menu: {
    path: coffeePaths.menu,
    title: `Menu | ${site}`,
    description: 'Espresso, lattes and freshly baked pastries. See our full menu and prices.',
  },
  contact: {
    path: coffeePaths.contact,
    title: `Contact | ${site}`,
    description: 'Find us on Maple Street, check our opening hours or send us a message.',
  },
  notFound: {
    title: `Page Not Found | ${site}`,
    description: 'This page is not on the menu.',
  },
} as const;

/** The contact form's toast. */
export const COFFEE_TOAST_TITLE = 'Message Sent!';
