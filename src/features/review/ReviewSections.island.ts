import { defineIsland } from '../../islands/define';

/** The client's review page: each section's Approve / Request changes (forms that post without JavaScript). */
export default defineIsland({
  name: 'reviewSections',
  when: 'interaction',
  preload: true,
  load: () => import('./ReviewSections').then((m) => m.ReviewSections),
});
