// Screenshots of each demo's home page: regenerate with `npm run capture:demo-cards`.
import oneTimeImage from '../assets/demo-cards/one-time.webp';
import standardImage from '../assets/demo-cards/standard.webp';
import advancedImage from '../assets/demo-cards/advanced.webp';
import type { PlanId } from './planIds';

export interface DemoCard {
  planId: PlanId;
  title: string;
  caption: string;
  imageDescription: string;
  /** A URL: local and optimized by default; a remote image can be configured instead. */
  imageSrc: string;
  imageWidth: number;
  imageHeight: number;
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
    caption: 'A warm, welcoming site for a neighbourhood café with menu, story and contact pages.',
    imageDescription: 'Home page of the Daily Grind coffee shop demo',
    imageSrc: oneTimeImage,
    imageWidth: DEMO_CARD_IMAGE.width,
    imageHeight: DEMO_CARD_IMAGE.height,
    buttonText: 'View Demo',
    buttonLink: '/demo/one-time',
    borderColor: '#8a3f17',
  },
  {
    planId: 'standard-monthly',
    title: 'Standard Monthly: Landscaping',
    caption: 'A service business site with eight services, business hours and a free-estimate form.',
    imageDescription: 'Home page of the Evergreen landscaping demo',
    imageSrc: standardImage,
    imageWidth: DEMO_CARD_IMAGE.width,
    imageHeight: DEMO_CARD_IMAGE.height,
    buttonText: 'View Demo',
    buttonLink: '/demo/standard',
    borderColor: '#1f6b3a',
  },
  {
    planId: 'advanced-monthly',
    title: 'Advanced Monthly: Home Goods Shop',
    caption: 'An online store with product pages, a shop, a sale section and a cart experience.',
    imageDescription: 'Home page of the Hearth & Co. home goods shop demo',
    imageSrc: advancedImage,
    imageWidth: DEMO_CARD_IMAGE.width,
    imageHeight: DEMO_CARD_IMAGE.height,
    buttonText: 'View Demo',
    buttonLink: '/demo/advanced',
    borderColor: '#9c4a2f',
  },
];
