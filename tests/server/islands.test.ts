/**
 * The prerender's island contract, on the real SSR bundle: every page renders its islands as roots
 * of their own, each defined by a `*.island.ts` file, with JSON props, in the page's markup; the page's CSS is
 * not handed to the client's styled-components; static sections carry no island.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '#contract/routes.ts';
import { LAZY_MODULES, lazyImports } from '../../scripts/islands/vitePlugin.ts';
import { REPO_ROOT } from './helpers/server.ts';
import { sharedSsrDir } from './helpers/ssr.ts';

interface Rendered {
  html: string;
  styles: string;
  islands: string[];
}

interface Facts {
  routes: string[];
  islands: Record<string, { when: string; loads: string }>;
}

let ssrDir = '';
let facts: Facts;

/**
 * Runs the bundle in plain Node, as the prerender step and the server do (inside Vitest its
 * external react-router would resolve to a second copy with its own router context).
 */
function inNode<T>(script: string): T {
  const entryUrl = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
  const code = `const entry = await import(${JSON.stringify(entryUrl)}); const out = await (async () => { ${script} })(); process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { maxBuffer: 64 << 20 }).toString()) as T;
}

const entry = {
  render: (url: string, options: object = {}) =>
    inNode<Rendered>(`return entry.render(${JSON.stringify(url)}, ${JSON.stringify(options)});`),
};

beforeAll(async () => {
  ssrDir = await sharedSsrDir();
  facts = inNode<Facts>(`
    const routes = [...entry.prerenderRoutes, ...entry.notFoundRoutes].map((route) => route.path);
    const islands = {};
    for (const [name, island] of Object.entries(entry.islands)) islands[name] = { when: island.when, loads: typeof (await island.load()) };
    return { routes, islands };
  `);
}, 120_000);

const islandsIn = (html: string) =>
  [...html.matchAll(/<div data-island="([^"]+)" data-props="([^"]*)"(?: data-brand="([^"]+)")?>/g)].map((match) => ({
    name: match[1] ?? '',
    props: JSON.parse(
      (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'),
    ) as unknown,
    brand: match[3],
  }));

const REVIEW_STATE = {
  token: 'f'.repeat(64),
  review: {
    client_name: 'Ada',
    brand: 'coffee',
    note: '',
    expires_at: '2026-12-31T00:00:00Z',
    closed: false,
    sections: [
      {
        id: '00000000-0000-4000-8000-000000000000',
        story_id: 'sections-hero--home',
        title: 'Hero',
        status: 'pending',
        comment: null,
        answered_at: null,
      },
    ],
  },
};

describe('islands in the prerendered pages', () => {
  it('every page: islands with a definition, in document order, with JSON props and no marker left', () => {
    const names = new Set<string>();
    const pages = inNode<Record<string, Rendered>>(`
      const pages = {};
      for (const url of ${JSON.stringify(facts.routes)}) pages[url] = await entry.render(url);
      // The client review page is never prerendered: the server renders it with the review (server/review).
      pages['/review/<token>'] = await entry.render('/review', ${JSON.stringify({ review: REVIEW_STATE })});
      return pages;
    `);
    expect(Object.keys(pages).length).toBeGreaterThan(20);
    for (const [url, { html, styles, islands }] of Object.entries(pages)) {
      const found = islandsIn(html);
      expect(
        found.map((island) => island.name),
        url,
      ).toEqual(islands);
      for (const name of islands) {
        expect(facts.islands, `${url}: ${name}`).toHaveProperty(name);
        names.add(name);
      }
      expect(html, url).not.toContain('<!--island');
      // The client's styled-components never parses or re-inserts the page's CSS.
      expect(styles, url).toContain('data-page-styles');
      expect(styles, url).not.toContain('data-styled=');
    }
    // Every island defined is used by some page (prerendered, or rendered by the server).
    expect([...names].sort()).toEqual(Object.keys(facts.islands).sort());
  });

  it('content pages hydrate only the header (and the FAQ on services); the form page its form and toasts', () => {
    const islandsOf = inNode<Record<string, string[]>>(`
      const out = {};
      for (const url of ${JSON.stringify([pagePaths.home, pagePaths.packageExamples, pagePaths.services, pagePaths.getStarted])}) out[url] = (await entry.render(url)).islands;
      return out;
    `);
    expect(islandsOf).toEqual({
      [pagePaths.home]: ['navBar'],
      [pagePaths.packageExamples]: ['navBar'],
      [pagePaths.services]: ['navBar', 'faq'],
      [pagePaths.getStarted]: ['navBar', 'consultationForm', 'toaster'],
    });
    const home = entry.render(pagePaths.home);
    // The hero, benefits and footer are HTML only.
    expect(home.html.indexOf('</header>')).toBeLessThan(home.html.indexOf('<main'));
    expect(islandsIn(home.html)[0]?.props).toMatchObject({ links: expect.any(Array), cta: { to: pagePaths.getStarted } });
  });

  it('a demo page carries its brand, so its islands hydrate with the demo theme', () => {
    const { html } = entry.render('/demo/one-time/contact');
    const found = islandsIn(html);
    expect(found.map((island) => [island.name, island.brand])).toEqual([
      ['demoContactForm', 'coffee'],
      ['toaster', 'coffee'],
    ]);
  });

  it('the form page re-rendered after a post without JavaScript keeps the values inside its island', () => {
    const values = {
      name: 'Ada',
      email: 'ada@example',
      phone: '',
      businessName: '',
      service: 'custom',
      storeIntegration: false,
      message: '',
      website: '',
    };
    const { html } = entry.render(pagePaths.getStarted, { consultation: { values, outcome: 'invalid' } });
    const form = html.slice(html.indexOf('data-island="consultationForm"'));
    expect(form).toContain('value="Ada"');
    expect(form.indexOf('value="Ada"')).toBeLessThan(form.indexOf('data-island="toaster"'));
  });

  it("every island's load resolves to a component", () => {
    for (const [name, island] of Object.entries(facts.islands)) expect(island.loads, name).toBe('function');
  });

  it("the build names each island's module from its load (the Vite plugin's reading of the *.island.ts files)", () => {
    const files = [...LAZY_MODULES, ...fs.globSync('src/**/*.island.ts', { cwd: REPO_ROOT })];
    const imports = files.flatMap((file) => lazyImports(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), file));
    expect(imports.map(([name]) => name).sort()).toEqual([...Object.keys(facts.islands), 'clientApp', 'hydrate'].sort());
    expect(Object.fromEntries(imports)).toMatchObject({ faq: './Faq', hydrate: './hydrate', clientApp: './app/renderApp' });
    expect(() => lazyImports(`export const load = () => import('./x');`, 'x.ts')).toThrow(/outside a named entry/);
    expect(() =>
      lazyImports(`export default defineIsland({ name: 'a', load: () => import('./x'), also: () => import('./y') });`, 'a.ts'),
    ).toThrow(/"a" imports more than one module/);
  });
});
