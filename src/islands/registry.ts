import type { ComponentType } from 'react';
import { SERVER_STATE_ID } from '#contract/consultation/formPost.ts';

/**
 * Every island: the only parts of a prerendered page that hydrate. The rest of a page is its
 * prerendered HTML and CSS, with no JavaScript. Pages mark an island with
 * `<Island name=… component=… props=…>` (src/islands/Island.tsx); this table says which module
 * hydrates it and when:
 * - load:        at once
 * - interaction: at the first pointer, focus or key in it, or once the visitor scrolls the page
 *                (then when the browser is idle): a page that is only read never loads React.
 *                A click on one of its buttons before then (a form's submit, too) is held and
 *                replayed once React is in charge; forms keep what was typed before hydration.
 * - visible:     when it scrolls into view, or at the first pointer, focus or key in it
 * - others:      when the browser is idle after another island of the page started (the toasts:
 *                only islands raise them)
 * `eager` makes an island hydrate at load when the page needs it at once (a form with state to
 * apply). `preload`: the runtime fetches and compiles its modules (and the page's companions')
 * once the page has loaded, without running them, so a form works on a connection that drops
 * later. Adding an island is one entry here: its key is the name `<Island>` accepts, and the build
 * finds its module's chunk from `load` (scripts/islands/vitePlugin.ts).
 */
export type HydrateWhen = 'load' | 'interaction' | 'visible' | 'others';

export interface IslandSpec {
  when: HydrateWhen;
  eager?: () => boolean;
  preload?: boolean;
  // The table keeps each exact component type (`as const`, no contextual type): <Island> checks props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
}

const table = {
  // The studio's header: scroll state, mobile menu, active link.
  navBar: { when: 'interaction', load: () => import('../sections/NavBar/NavBar').then((m) => m.NavBar) },
  // Services: the FAQ's keyboard handling (the disclosures themselves are native <details>).
  faq: { when: 'visible', load: () => import('../sections/Faq/Faq').then((m) => m.Faq) },
  // /get-started: the consultation form, its success dialog and ?plan=.
  // Usable as HTML before (it posts without JavaScript); at load with ?plan= to apply or the
  // server's answer to a post without JavaScript.
  consultationForm: {
    when: 'interaction',
    preload: true,
    eager: () => new URLSearchParams(window.location.search).has('plan') || document.getElementById(SERVER_STATE_ID) !== null,
    load: () => import('../features/consultation/ConsultationIsland').then((m) => m.ConsultationIsland),
  },
  // The toast region (F8) and its toasts.
  toaster: { when: 'others', load: () => import('../lib/toast/Toaster').then((m) => m.Toaster) },
  // The café's and the landscaper's contact forms.
  demoContactForm: {
    when: 'interaction',
    preload: true,
    load: () => import('../demos/shared/sections/ContactForm').then((m) => m.ContactForm),
  },
  // The client's review page: each section's Approve / Request Changes (forms that post without JavaScript).
  reviewSections: {
    when: 'interaction',
    preload: true,
    load: () => import('../features/review/ReviewSections').then((m) => m.ReviewSections),
  },
  // The shop's Add to Cart button (shows the cart toast).
  addToCart: { when: 'interaction', load: () => import('../demos/homegoods/sections/AddToCart').then((m) => m.AddToCart) },
} as const;

/** An island's name: a key of the table, so `<Island name="typo">` does not compile. */
export type IslandName = keyof typeof table;
/** The component an island's `load` resolves to: the one `<Island>` must render, with its props. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof table)[N]['load']>>;
export const islands: Record<IslandName, IslandSpec> = table;

/**
 * The page script's other lazy modules, named here so that the build finds their chunks as it
 * finds the islands' (scripts/islands): React's half of the runtime, which hydrates an island
 * (React, styled-components' theme, the router context), and the client-rendered app (the
 * studio's shell page; every page on the dev server).
 */
export const runtimeModules = {
  hydrate: { load: () => import('./hydrate') },
  clientApp: { load: () => import('../app/renderApp') },
};
