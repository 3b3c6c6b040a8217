import ceramicVase from './assets/ceramic-vase.svg?inline';
// Inlined (a data: URI in the page): the hero is the page's largest paint and needs no request of its own.
import heroLiving from './assets/hero-living.svg?inline';
import linenCushion from './assets/linen-cushion.svg?inline';
import minimalistPlanter from './assets/minimalist-planter.svg?inline';
import oakTray from './assets/oak-tray.svg?inline';
import scentedCandle from './assets/scented-candle.svg?inline';
import woolThrow from './assets/wool-throw.svg?inline';
import { demoImage } from '../shared/ui';
import type { ProductId } from './content';

/**
 * Square product illustrations (alt text lives on the product), inlined like the hero: a shop card's
 * or a product page's photo is its largest paint on a phone, and each is 1.1–1.9 KB, less than the
 * round trip a request of its own costs.
 */
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
