import ceramicVase from './assets/ceramic-vase.svg';
// Inlined (a data: URI in the page): the hero is the page's largest paint and needs no request of its own.
import heroLiving from './assets/hero-living.svg?inline';
import linenCushion from './assets/linen-cushion.svg';
import minimalistPlanter from './assets/minimalist-planter.svg';
import oakTray from './assets/oak-tray.svg';
import scentedCandle from './assets/scented-candle.svg';
import woolThrow from './assets/wool-throw.svg';
import { demoImage } from '../shared/ui';
import type { ProductId } from './content';

/** Square product illustrations (alt text lives on the product). */
export const productImages: Record<ProductId, string> = {
  'ceramic-vase': ceramicVase,
  'linen-cushion': linenCushion,
  'oak-tray': oakTray,
  'scented-candle': scentedCandle,
  'wool-throw': woolThrow,
  'minimalist-planter': minimalistPlanter,
};

export const PRODUCT_IMAGE_SIZE = 600;

export const heroImage = demoImage(
  heroLiving,
  720,
  640,
  'Illustration of a styled oak console: a ceramic vase with dried stems, stacked books with a lit candle and a potted plant, ' +
    'under a round mirror beside an arched window',
);
