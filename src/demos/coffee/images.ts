import espresso from './assets/espresso.svg';
import heroCup from './assets/hero-cup.svg';
import latte from './assets/latte.svg';
import pastry from './assets/pastry.svg';
import storefront from './assets/storefront.svg';
import type { MenuCategoryId } from '../../content/demoSites';
import type { DemoImage } from '../shared/ui';

export const heroImage: DemoImage = {
  src: heroCup,
  width: 560,
  height: 520,
  alt: 'Illustration of a steaming latte with heart latte art on a saucer, next to a croissant and coffee beans',
};

export const storefrontImage: DemoImage = {
  src: storefront,
  width: 640,
  height: 480,
  alt: 'Illustration of the Daily Grind café front: a brick shop with a striped green awning, a chalkboard sign and a potted plant',
};

export const categoryImages: Record<MenuCategoryId, DemoImage> = {
  espresso: { src: espresso, width: 320, height: 240, alt: 'Illustration of an espresso cup on a saucer with coffee beans' },
  lattes: { src: latte, width: 320, height: 240, alt: 'Illustration of a layered latte in a tall glass with a straw' },
  pastries: { src: pastry, width: 320, height: 240, alt: 'Illustration of a croissant and a chocolate muffin on a plate' },
};
