import oneTimeImage from '../assets/demo-cards/one-time.svg';
import standardImage from '../assets/demo-cards/standard.svg';
import advancedImage from '../assets/demo-cards/advanced.svg';
import type { PlanId } from './plans';

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

export const demoCards: DemoCard[] = [
  {
    planId: 'one-time',
    title: 'One-Time Design: Coffee Shop',
    caption: 'A warm, welcoming site for a neighbourhood café with menu, story and contact pages.',
    imageDescription: 'Home page of the Daily Grind coffee shop demo',
    imageSrc: oneTimeImage,
    imageWidth: 1280,
    imageHeight: 800,
    buttonText: 'View Demo',
    buttonLink: '/demo/one-time',
    borderColor: '#b45309',
  },
  {
    planId: 'standard-monthly',
    title: 'Standard Monthly: Landscaping',
    caption: 'A service business site with eight services, business hours and a free-estimate form.',
    imageDescription: 'Home page of the Evergreen landscaping demo',
    imageSrc: standardImage,
    imageWidth: 1280,
    imageHeight: 800,
    buttonText: 'View Demo',
    buttonLink: '/demo/standard',
    borderColor: '#15803d',
  },
  {
    planId: 'advanced-monthly',
    title: 'Advanced Monthly: Home Goods Shop',
    caption: 'An online store with product pages, a shop, a sale section and a cart experience.',
    imageDescription: 'Home page of the Hearth & Co. home goods shop demo',
    imageSrc: advancedImage,
    imageWidth: 1280,
    imageHeight: 800,
    buttonText: 'View Demo',
    buttonLink: '/demo/advanced',
    borderColor: '#7c3aed',
  },
];
