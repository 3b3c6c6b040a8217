import heroGarden from './assets/hero-garden.svg';
import patio from './assets/patio.svg';
import wheelbarrow from './assets/wheelbarrow.svg';
import type { DemoImage } from '../shared/ui';

export const heroImage: DemoImage = {
  src: heroGarden,
  width: 720,
  height: 560,
  alt: 'Illustration of a landscaped garden: striped lawn, a stone path to a white house, rounded trees and a flowering bed',
};

export const crewImage: DemoImage = {
  src: wheelbarrow,
  width: 560,
  height: 440,
  alt: 'Illustration of a green wheelbarrow full of plants and flowers, a shovel and a potted seedling on a lawn',
};

export const patioImage: DemoImage = {
  src: patio,
  width: 560,
  height: 440,
  alt: 'Illustration of a stone patio with a wooden bench, a garden lamp and a planter, framed by a clipped hedge',
};
