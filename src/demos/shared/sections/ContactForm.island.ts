import { defineIsland } from '../../../islands/define';

/** The café's and the landscaper's contact forms. */
export default defineIsland({
  name: 'demoContactForm',
  when: 'interaction',
  preload: true,
  load: () => import('./ContactForm').then((m) => m.ContactForm),
});
