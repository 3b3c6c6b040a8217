/**
 * The site's real SSR bundle plus shells for the consultation and review pages, in a temp dir, so server
 * tests re-render the form page exactly as production does (vite build --ssr, ~5 s; no client build).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FORM_SHELL_FILE, REVIEW_SHELL_FILE, STYLES_SLOT } from '../../../server/kit/pageShell.ts';
import { REPO_ROOT } from './server.ts';

let built = 0;

/** Inside the repository (.data is ignored), so the bundle's external imports resolve to its node_modules. */
export function buildSsrDir(): string {
  const dir = path.join(REPO_ROOT, '.data', `test-ssr-${process.pid}-${built++}`);
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const template = fs.readFileSync(path.join(REPO_ROOT, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(dir, FORM_SHELL_FILE), template.replace('<!--app-head-->', `<title>Get Started</title>${STYLES_SLOT}`));
  fs.writeFileSync(path.join(dir, REVIEW_SHELL_FILE), template.replace('<!--app-head-->', `<title>Review</title>${STYLES_SLOT}`));
  return dir;
}
