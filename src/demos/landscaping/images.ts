// Inlined (a data: URI in the page): the hero is the page's largest paint and needs no request of its own.
import heroGarden from './assets/hero-garden.svg?inline';
import patio from './assets/patio.svg';
import wheelbarrow from './assets/wheelbarrow.svg';
import { demoImage } from '../shared/ui';

export const heroImage = demoImage(
  heroGarden,
  720,
  560,
  'Illustration of a landscaped garden: striped lawn, a stone path to a white house, rounded trees and a flowering bed',
);

export const crewImage = demoImage(
  wheelbarrow,
  560,
  440,
  'Illustration of a green wheelbarrow full of plants and flowers, a shovel and a potted seedling on a lawn',
);

export const patioImage = demoImage(
  patio,
  560,
  440,
  'Illustration of a stone patio with a wooden bench, a garden lamp and a planter, framed by a clipped hedge',
);
