/**
 * Makes sure the machine has what the test suite needs, installing it where it can with apt:
 * Debian's Chromium and its headless shell (browser tools cannot download their own here; chromium.ts
 * says which test drives which) and Debian's HAProxy (the load balancer of the deployment guide's
 * test, tests/server/deployGuide.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../chromium.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

function run(command: string): boolean {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
}

const HAPROXY_PATHS = ['/usr/sbin/haproxy', '/usr/bin/haproxy'];

/** Each Debian package the tests need, with the paths where its program may be and the variable that names another. */
const PACKAGES = [
  { name: 'chromium', paths: [CHROMIUM_PATH], variable: 'CHROMIUM_PATH' },
  { name: 'chromium-headless-shell', paths: [HEADLESS_SHELL_PATH], variable: 'HEADLESS_SHELL_PATH' },
  { name: 'haproxy', paths: HAPROXY_PATHS, variable: undefined },
];
const present = (paths: string[]) => paths.some((p) => existsSync(p));

/** Installs the Debian packages whose programs are missing (one apt-get run for all of them). */
function ensurePackages(): void {
  const missing = PACKAGES.filter((pkg) => !present(pkg.paths)).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  console.log(`[test-env] installing Debian's ${missing.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
  const still = PACKAGES.find((pkg) => !present(pkg.paths));
  if (still) {
    const other = still.variable ? ` or set ${still.variable}` : '';
    throw new Error(`[test-env] Could not install ${still.name}. Install it (apt-get install ${still.name})${other}.`);
  }
}

/**
 * The tests need no PostgreSQL installed: the server suites and the end-to-end servers run the
 * project's embedded one. Only an external database named by E2E_DATABASE_URL is recreated here.
 */
async function ensureExternalE2eDatabase(): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return;
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

ensurePackages();
await ensureExternalE2eDatabase();
console.log(
  `[test-env] chromium, its headless shell and haproxy ready; PostgreSQL: ${process.env.E2E_DATABASE_URL ? 'E2E_DATABASE_URL recreated' : 'embedded (nothing to prepare)'}`,
);
