/** The layers of src/ as ESLint rules (eslint.config.js adds them after its own, given its browser bans). */
import { existsSync, readdirSync } from 'node:fs';

/**
 * Layers of src/, bottom to top. A file may import only from its own layer or lower ones:
 * theme/config → components (primitives) and islands → content → lib/hooks (plumbing: supabase,
 * auth, toast) → features → sections → pages/demos → app.
 * src/islands (the island framework: <Island>, defineIsland, runtime, hydration, the prerender's
 * half) sits beside the primitives: it imports React and the theme only, so every layer above can
 * define an island (a `*.island.ts` file beside its component, which names the component's module
 * by dynamic import), place it (pages, demos, the app's layout) or ask for one (lib/toast). The
 * runtime imports no island: the page script and the prerender's entry (src/entry-*.tsx, above
 * every layer) hand it every definition, collected by Vite's glob (src/allIslands.ts).
 */
const layers = [
  { dir: 'src/theme', forbidden: ['components', 'islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/config', forbidden: ['components', 'islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/components', forbidden: ['islands', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/islands', forbidden: ['components', 'content', 'lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/content', forbidden: ['lib', 'hooks', 'features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/lib', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/hooks', forbidden: ['features', 'sections', 'pages', 'demos', 'app'] },
  { dir: 'src/sections', forbidden: ['pages', 'demos', 'app'] },
  { dir: 'src/pages', forbidden: ['demos', 'app'] },
  { dir: 'src/demos', forbidden: ['pages', 'app'] },
];

/**
 * A demo is one folder, src/demos/<demo>, whose parts keep the layer of their role: its facts and
 * copy (content/; also the registry and the demos' shared form fields and copy types) are content,
 * its palette and theme (brand/theme.ts) are theme, its screenshots (assets/) are files any layer
 * may import, the rest (brand, screens, sections, the lazy app) is the demos layer. A lower layer
 * may import a part whose role is not above it (src/theme/brands.ts lists the demos' themes, the
 * studio's content reads their facts), and a part imports only what its role may, inside the demo
 * folder too: a demo's content does not import its screens, its theme imports src/theme only.
 * `path`: the part below src/demos/ in an import; `within`: what the part may not import nearby.
 */
const demoParts = {
  theme: {
    files: ['src/demos/*/brand/theme.ts'],
    path: '[^/]+/brand/theme(\\.ts)?$',
    within: ['^\\.(?!\\./\\.\\./\\.\\./theme(/|$))'],
  },
  content: {
    files: ['src/demos/*/content/**/*.ts', 'src/demos/registry.ts', 'src/demos/bases.ts'],
    tests: ['src/demos/*/content/**/*.test.ts'],
    path: '([^/]+/content(/.*)?|registry(\\.ts)?|bases(\\.ts)?)$',
    within: [
      '(^|/)(screens|sections|images)(/|$)',
      '(^|/)brand(/index(\\.tsx)?)?$',
      '(^|/)shared/(?!content/)',
      '^\\.\\.(/index(\\.tsx)?)?$',
    ],
  },
};
const DEMO_ASSETS = '[^/]+/assets/';
layers.push(
  ...Object.entries(demoParts).map(([role, part]) => ({
    dir: `src/demos/<demo>'s ${role}`,
    files: part.files,
    tests: part.tests ?? [],
    forbidden: layers.find((layer) => layer.dir === `src/${role}`).forbidden,
    within: part.within,
    below: 'the rest of its demo',
  })),
);
/** Imports of src/demos that a layer forbidding `demos` may still make: the parts of a role it allows, and assets. */
const demosImport = (forbidden) => {
  const allowed = [DEMO_ASSETS, ...Object.entries(demoParts).flatMap(([role, part]) => (forbidden.includes(role) ? [] : [part.path]))];
  return `(^|/)demos(/(?!(${allowed.join('|')})).*)?$`;
};

/**
 * Features do not import each other (as in bulletproof-react): what two features share moves down
 * into src/lib, and pages compose features. Each feature folder gets the features layer's rule plus
 * its siblings.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of features) {
  const siblings = features.filter((other) => other !== feature);
  const forbidden = ['sections', 'pages', 'demos', 'app'];
  layers.push({ dir: `src/features/${feature}`, forbidden, siblings });
  // A feature split into data (queries, hooks, types) and components: its data renders nothing.
  if (existsSync(new URL(`./src/features/${feature}/data`, import.meta.url))) {
    layers.push({ dir: `src/features/${feature}/data`, forbidden, siblings, within: ['^\\.\\./components(/|$)'], below: 'its components' });
  }
}

// Each layer twice: its code, then its tests (the same layer rules, Node's modules allowed).
// A layer given as globs (a demo's parts) names its own tests, if it has any.
export const srcLayerRules = (browserBans) =>
  layers.flatMap(({ dir, files, tests, forbidden, siblings = [], within = [], below }) =>
    (files && !tests.length ? [false] : [false, true]).map((test) => ({
      files: files ? (test ? tests : files) : [test ? `${dir}/**/*.test.{ts,tsx}` : `${dir}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: browserBans(test).paths,
            patterns: [
              ...browserBans(test).patterns,
              ...forbidden.map((layer) => ({
                ...(layer === 'demos' ? { regex: demosImport(forbidden) } : { group: [`**/${layer}`, `**/${layer}/**`] }),
                message: `${dir} sits below src/${layer}: imports flow downwards only.`,
              })),
              ...within.map((regex) => ({ regex, message: `${dir} sits below ${below}: imports flow downwards only.` })),
              ...siblings.map((sibling) => ({
                // From the feature's folder or a subfolder of it (data/, components/).
                regex: `^(\\.\\./)+${sibling}(/|$)|(^|/)features/${sibling}(/|$)`,
                message: `${dir} may not import the ${sibling} feature: share it through src/lib, compose them in a page.`,
              })),
            ],
          },
        ],
      },
    })),
  );
