// Every illustration is inlined (a data: URI in the page), like the hero and the shop's photos: each is
// 1.2–3 KB, less than the round trip a request of its own costs on a phone, and a lazy one fetched
// while the page is still painting competes with its fonts.
import espresso from './assets/espresso.svg?inline';
import heroCup from './assets/hero-cup.svg?inline';
import latte from './assets/latte.svg?inline';
import pastry from './assets/pastry.svg?inline';
import storefront from './assets/storefront.svg?inline';
import type { MenuCategoryId } from './content';
import { demoImage, type DemoImage } from '../shared/ui';

export const heroImage = demoImage(
  heroCup,
  560,
  520,
  'Illustration of a steaming latte with heart latte art on a saucer, next to a croissant and coffee beans',
);

export const storefrontImage = demoImage(
  storefront,
  640,
  480,
  'Illustration of the Daily Grind café front: a brick shop with a striped green awning, a chalkboard sign and a potted plant',
);

export const categoryImages: Record<MenuCategoryId, DemoImage> = {
  espresso: demoImage(espresso, 320, 240, 'Illustration of an espresso cup on a saucer with coffee beans'),
  lattes: demoImage(latte, 320, 240, 'Illustration of a layered latte in a tall glass with a straw'),
  pastries: demoImage(pastry, 320, 240, 'Illustration of a croissant and a chocolate muffin on a plate'),
};
