/**
 * The site's real SSR bundle plus shells for the consultation and review pages, so server tests
 * re-render the form page exactly as production does (vite build --ssr, ~5 s; no client build).
 * Built once per test run and shared, read only, by every file that asks: the first to ask builds
 * it (the others wait for it), in .data/test-ssr-<run> (globalSetup names the run and removes the
 * directory at the end).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FORM_SHELL_FILE, REVIEW_SHELL_FILE, STYLES_SLOT } from '../../../server/kit/pageShell.ts';

/** The checkout (not ./server.ts's REPO_ROOT: globalSetup imports this file before the database exists). */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The environment variable globalSetup puts the run's id in (its workers inherit it). */
export const TEST_RUN_ENV = 'STUDIO_TEST_RUN';
/** Where a run's shared bundle goes: inside the repository (.data is ignored), so its external imports resolve. */
export const ssrDirOf = (run: string): string => path.join(REPO_ROOT, '.data', `test-ssr-${run}`);

const WAIT_MS = 180_000;

function build(dir: string): void {
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const template = fs.readFileSync(path.join(REPO_ROOT, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(dir, FORM_SHELL_FILE), template.replace('<!--app-head-->', `<title>Get Started</title>${STYLES_SLOT}`));
  fs.writeFileSync(path.join(dir, REVIEW_SHELL_FILE), template.replace('<!--app-head-->', `<title>Review</title>${STYLES_SLOT}`));
}

/**
 * The run's SSR directory, built by whichever file asks first: it takes the lock (mkdir is atomic),
 * builds into a temporary directory and renames it into place, or records why the build failed.
 */
export async function sharedSsrDir(): Promise<string> {
  const dir = ssrDirOf(process.env[TEST_RUN_ENV] ?? `pid-${process.pid}`);
  const failed = `${dir}.failed`;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  let builder = true;
  try {
    fs.mkdirSync(`${dir}.lock`);
  } catch {
    builder = false;
  }
  if (builder) {
    const tmp = `${dir}.tmp`;
    try {
      build(tmp);
      fs.renameSync(tmp, dir);
    } catch (err) {
      fs.writeFileSync(failed, String(err));
      throw err;
    }
    return dir;
  }
  for (const end = Date.now() + WAIT_MS; !fs.existsSync(dir); await new Promise((r) => setTimeout(r, 200))) {
    if (fs.existsSync(failed)) throw new Error(`the shared SSR build failed in another test file: ${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > end) throw new Error(`the shared SSR build (${dir}) did not finish within ${WAIT_MS / 1000} s`);
  }
  return dir;
}

/**
 * Path → HTML of every page the build prerenders, rendered by the run's SSR bundle as the build does
 * (in a child Node, as tests/server/islands.test.ts explains); rendered once per run and kept beside
 * the bundle for the next file that asks.
 */
export async function prerenderedPages(): Promise<Record<string, string>> {
  const dir = await sharedSsrDir();
  const saved = path.join(dir, 'pages.json');
  if (!fs.existsSync(saved)) {
    const entryUrl = pathToFileURL(path.join(dir, 'entry-server.js')).href;
    const code = `const entry = await import(${JSON.stringify(entryUrl)}); const out = {};
      for (const { path } of entry.prerenderRoutes) out[path] = (await entry.render(path)).html;
      process.stdout.write(JSON.stringify(out));`;
    const partial = `${saved}.${process.pid}.tmp`;
    fs.writeFileSync(partial, execFileSync(process.execPath, ['--input-type=module', '-e', code], { maxBuffer: 64 << 20 }));
    fs.renameSync(partial, saved);
  }
  return JSON.parse(fs.readFileSync(saved, 'utf8')) as Record<string, string>;
}

/** Removes a run's bundle and its lock, temporary and failure files. */
export function removeSsrDirs(run: string): void {
  const dir = ssrDirOf(run);
  for (const suffix of ['', '.lock', '.tmp', '.failed']) fs.rmSync(`${dir}${suffix}`, { recursive: true, force: true });
}
