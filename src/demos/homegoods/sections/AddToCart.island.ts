import { defineIsland } from '../../../islands/define';

/** The shop's Add to Cart button (shows the cart toast). */
export default defineIsland({ name: 'addToCart', when: 'interaction', load: () => import('./AddToCart').then((m) => m.AddToCart) });
