// Every illustration is inlined (a data: URI in the page), like the coffee demo's and the shop's: each is
// 1.7–3.7 KB, less than the round trip a request of its own costs on a phone.
import heroGarden from './assets/hero-garden.svg?inline';
import patio from './assets/patio.svg?inline';
import wheelbarrow from './assets/wheelbarrow.svg?inline';
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
