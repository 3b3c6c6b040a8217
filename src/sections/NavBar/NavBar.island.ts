import { defineIsland } from '../../islands/define';

/** The studio's header: scroll state, mobile menu, active link. */
export default defineIsland({ name: 'navBar', when: 'interaction', load: () => import('./NavBar').then((m) => m.NavBar) });
