import { defineIsland } from '../../islands/define';

/** Services: the FAQ's keyboard handling (the disclosures themselves are native <details>). */
export default defineIsland({ name: 'faq', when: 'visible', load: () => import('./Faq').then((m) => m.Faq) });
