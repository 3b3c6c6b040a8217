/**
 * `npm start`: builds the site (and the Storybook, unless STORYBOOK_PATH=off) only when the build is
 * missing or stale — any source, content, story, config, the lock file or a VITE_* variable changed
 * since it was made (scripts/buildFingerprint.ts) — then serves. The fingerprint is written into the
 * build directory only after the build succeeded, so an interrupted build is redone. Process
 * managers use `npm run serve`, which never builds.
 *
 *   node scripts/start.ts            build if needed, then serve
 *   node scripts/start.ts --check    only say whether each build is fresh (exit 1 when one is not)
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINGERPRINT_FILE, fingerprint, isFresh, SITE_INPUTS, STORYBOOK_INPUTS } from './buildFingerprint.ts';
import { cli } from './cli.ts';

const builds = [
  { name: 'site', dir: 'dist', inputs: SITE_INPUTS, command: 'npm run build' },
  { name: 'Storybook', dir: 'storybook-static', inputs: STORYBOOK_INPUTS, command: 'npm run build-storybook' },
].filter((build) => build.name === 'site' || process.env.STORYBOOK_PATH !== 'off');

const { values } = cli(import.meta.filename, { check: { type: 'boolean', default: false } });
let stale = 0;
for (const build of builds) {
  const print = fingerprint(build.inputs);
  if (isFresh(build.dir, print)) {
    console.log(`[start] ${build.name} build is up to date (${build.dir})`);
    continue;
  }
  stale++;
  console.log(`[start] ${build.name} build is missing or stale${values.check ? '' : `: ${build.command}`}`);
  if (values.check) continue;
  const result = spawnSync(build.command, { shell: true, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] ${build.command} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  writeFileSync(join(build.dir, FINGERPRINT_FILE), `${print}\n`);
}

if (values.check) process.exit(stale ? 1 : 0);
await import('../server/main.ts');
