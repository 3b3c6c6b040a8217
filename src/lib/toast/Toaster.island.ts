import { defineIsland } from '../../islands/define';

/**
 * The toast region (F8) and its toasts. A toast raised before it hydrated asks for it by this
 * name (toastStore.ts: demandIsland('toaster')).
 */
export default defineIsland({ name: 'toaster', when: 'others', load: () => import('./Toaster').then((m) => m.Toaster) });
