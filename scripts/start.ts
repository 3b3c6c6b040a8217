/**
 * `npm start`: builds the site only when the build is missing or stale — any source, content,
 * config, the lock file or a VITE_* variable changed since it was made (scripts/buildFingerprint.ts)
 * — then serves it in this process (the npm script is `exec node …`, so npm's SIGTERM/SIGINT reach
 * the server). A missing or stale Storybook (unless STORYBOOK_PATH=off) is built after the site
 * answers, in the background; /storybook/ says it is being built until then. The fingerprint is
 * written into a build directory only after its build succeeded, so an interrupted build is redone.
 * Process managers use `npm run serve`, which never builds.
 *
 *   node scripts/start.ts            build the site if needed, serve, then build the Storybook if needed
 *   node scripts/start.ts --check    only say whether each build is fresh (exit 1 when one is not)
 *   node scripts/start.ts --build    only build what is missing or stale (the site, then the
 *                                    Storybook), stamp each build, and exit: `npm test` makes the
 *                                    builds this way beside its other steps, and its end-to-end
 *                                    step's `npm start` then finds them up to date
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINGERPRINT_FILE, fingerprint, isFresh, SITE_INPUTS, STORYBOOK_INPUTS } from './buildFingerprint.ts';
import { cli } from './cli.ts';

interface Build {
  name: string;
  dir: string;
  command: string;
  print: string;
}

const define = (name: string, dir: string, inputs: string[], command: string): Build => ({
  name,
  dir,
  command,
  print: fingerprint(inputs),
});
const site = define('site', 'dist', SITE_INPUTS, 'npm run build');
const storybook =
  process.env.STORYBOOK_PATH === 'off' ? undefined : define('Storybook', 'storybook-static', STORYBOOK_INPUTS, 'npm run build-storybook');

const { values } = cli(import.meta.filename, {
  check: { type: 'boolean', default: false },
  build: { type: 'boolean', default: false },
});
const stale = [site, ...(storybook ? [storybook] : [])].filter((build) => {
  const fresh = isFresh(build.dir, build.print);
  const verb = values.check ? '' : build === site || values.build ? `: ${build.command}` : `: ${build.command} once the site is up`;
  console.log(`[start] ${build.name} build is ${fresh ? `up to date (${build.dir})` : `missing or stale${verb}`}`);
  return !fresh;
});
if (values.check) process.exit(stale.length ? 1 : 0);

/** Runs a build in its own process group (so all of it can be stopped); resolves with its exit code. */
function run(build: Build, output: 'inherit' | 'stderr'): { done: Promise<number>; stop: () => void } {
  const child = spawn(build.command, { shell: true, detached: true, stdio: output === 'inherit' ? 'inherit' : ['ignore', 2, 2] });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  const done = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return { done, stop };
}

const stamp = (build: Build) => writeFileSync(join(build.dir, FINGERPRINT_FILE), `${build.print}\n`);

/** Builds in the foreground (nothing served yet: a stop request ends the build and this process); exits 1 if it fails. */
async function buildNow(build: Build) {
  const { done, stop } = run(build, 'inherit');
  const onSignal = () => {
    stop();
    process.exit(0);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  const code = await done;
  process.off('SIGTERM', onSignal);
  process.off('SIGINT', onSignal);
  if (code !== 0) {
    console.error(`[start] ${build.command} failed (exit ${code})`);
    process.exit(1);
  }
  stamp(build);
}

if (stale.includes(site)) await buildNow(site);
if (values.build) {
  if (storybook && stale.includes(storybook)) await buildNow(storybook);
  process.exit(0);
}

const { storybookBuild } = await import('../server/site/storybook.ts');
const buildStorybook = storybook && stale.includes(storybook) ? storybook : undefined;
storybookBuild.inProgress = buildStorybook !== undefined;
const { serving } = await import('../server/main.ts');
await serving;
if (buildStorybook) {
  console.error(`[start] building the Storybook in the background (${buildStorybook.command}); /storybook/ says so until it is ready`);
  const { done, stop } = run(buildStorybook, 'stderr');
  process.once('exit', stop); // the server stopped: so does the build
  void done.then((code) => {
    process.off('exit', stop);
    if (code === 0) stamp(buildStorybook);
    storybookBuild.inProgress = false;
    if (code === 0) console.error('[start] Storybook built: /storybook/ serves it');
    else console.error(`[start] ${buildStorybook.command} failed (exit ${code}): the site keeps running; /storybook/ is not available`);
  });
}
