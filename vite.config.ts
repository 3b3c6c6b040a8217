import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { anonKeyProblem } from './scripts/anonKey.ts';
import { subsetFonts } from './scripts/fonts/vitePlugin.ts';
import { islandChunks } from './scripts/islands/vitePlugin.ts';

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  if (command === 'build') {
    // A site built with a key the server refuses loses every lead: refuse to build it (scripts/anonKey.ts).
    const problem = await anonKeyProblem(loadEnv(mode, process.cwd(), ['VITE_SUPABASE_ANON_KEY', 'JWT_SECRET']));
    if (problem) throw new Error(`Refusing to build: ${problem}`);
  }
  return config(mode, isSsrBuild);
});

const config = (mode: string, isSsrBuild: boolean | undefined) => ({
  // islandChunks: the chunk of every island's module, for the prerender's preloads (src/islands);
  // subsetFonts: each web font's core subset and whole latin file (scripts/fonts).
  plugins: [react(), islandChunks(), subsetFonts()],
  // Oxc's styled-components transform gives deterministic componentIds, so prerendered
  // class names match the client's during hydration.
  oxc: {
    plugins: {
      styledComponents: {
        // Readable class names while developing and in Storybook; short ones in the production bundle.
        displayName: mode !== 'production',
        fileName: mode !== 'production',
        ssr: true,
        pure: true,
      },
    },
  },
  resolve: {
    // react-router's package exports always resolve to its development build (dev-only
    // warnings and checks); the client bundle uses the production build it also ships.
    alias:
      mode === 'production' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: { manifest: true, assetsInlineLimit: 0 },
  // styled-components is CJS-only; bundling it into the SSR build avoids "styled.x is not a function".
  ssr: { noExternal: ['styled-components'] },
  server: { host: '127.0.0.1', proxy: { '/rest/v1': 'http://127.0.0.1:8787' } },
  preview: { host: '127.0.0.1' },
});
