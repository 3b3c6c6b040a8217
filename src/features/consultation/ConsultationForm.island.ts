import { SERVER_STATE_ID } from '#contract/consultation/stateId.ts';
import { defineIsland } from '../../islands/define';

/**
 * /get-started: the consultation form, its success dialog and ?plan=. Usable as HTML before (it
 * posts without JavaScript); at load with ?plan= to apply or the server's answer to a post without
 * JavaScript.
 */
export default defineIsland({
  name: 'consultationForm',
  when: 'interaction',
  preload: true,
  eager: () => new URLSearchParams(window.location.search).has('plan') || document.getElementById(SERVER_STATE_ID) !== null,
  load: () => import('./ConsultationIsland').then((m) => m.ConsultationIsland),
});
