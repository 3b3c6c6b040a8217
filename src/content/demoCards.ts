// Screenshots of each demo's home page: regenerate with `npm run capture:demo-cards`.
import type { PlanId } from '#contract/plans.ts';
import oneTimeImage from '../demos/coffee/assets/card.webp';
import standardImage from '../demos/landscaping/assets/card.webp';
import advancedImage from '../demos/homegoods/assets/card.webp';
import type { Illustration } from './copyTypes';
import { brandThemes } from '../theme/brands';
import { demos } from '../demos/registry';

export interface DemoCard {
  planId: PlanId;
  title: string;
  caption: string;
  /** The demo's home page; src is local and optimized by default, a remote image can be configured instead. */
  image: Illustration;
  buttonText: string;
  buttonLink: string;
  borderColor: string;
}

/** Size of the captured WebP screenshots (a 1280x800 viewport scaled down). */
const DEMO_CARD_IMAGE = { width: 800, height: 500 } as const;

export const demoCards: DemoCard[] = [
  {
    planId: 'one-time',
    title: 'One-Time Design: Coffee Shop',
    caption: 'A warm, welcoming site for a neighborhood café with menu, story and contact pages.',
    image: { src: oneTimeImage, ...DEMO_CARD_IMAGE, alt: 'Home page of the Daily Grind coffee shop demo' },
    buttonText: 'View Demo',
    buttonLink: demos.coffee.base,
    borderColor: brandThemes.coffee.colors.primary,
  },
  {
    planId: 'standard-monthly',
    title: 'Standard Monthly: Landscaping',
    caption: 'A service business site with eight services, business hours and a free-estimate form.',
    image: { src: standardImage, ...DEMO_CARD_IMAGE, alt: 'Home page of the Evergreen landscaping demo' },
    buttonText: 'View Demo',
    buttonLink: demos.landscaping.base,
    borderColor: brandThemes.landscaping.colors.primary,
  },
  {
    planId: 'advanced-monthly',
    title: 'Advanced Monthly: Home Goods Shop',
    caption: 'An online store with product pages, a shop, a sale section and a cart experience.',
    image: { src: advancedImage, ...DEMO_CARD_IMAGE, alt: 'Home page of the Hearth & Co. home goods shop demo' },
    buttonText: 'View Demo',
    buttonLink: demos.homegoods.base,
    borderColor: brandThemes.homegoods.colors.accent,
  },
];
