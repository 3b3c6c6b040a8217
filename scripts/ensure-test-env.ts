/**
 * Makes sure the machine has what the test suite needs, installing it where it can with apt:
 * Debian's Chromium (browser tools cannot download their own here) and Debian's HAProxy (the
 * load balancer of the deployment guide's test, tests/server/deployGuide.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { CHROMIUM_PATH } from '../chromium.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

function run(command: string): boolean {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
}

const HAPROXY_PATHS = ['/usr/sbin/haproxy', '/usr/bin/haproxy'];

/** Installs the Debian packages whose programs are missing (one apt-get run for all of them). */
function ensurePackages(): void {
  const missing = [...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']), ...(HAPROXY_PATHS.some((p) => existsSync(p)) ? [] : ['haproxy'])];
  if (missing.length === 0) return;
  console.log(`[test-env] installing Debian's ${missing.join(' and ')}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const ok = run(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
  if (!ok || !existsSync(CHROMIUM_PATH)) {
    throw new Error(`[test-env] Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  if (!HAPROXY_PATHS.some((p) => existsSync(p))) throw new Error('[test-env] Could not install haproxy (apt-get install haproxy).');
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
  `[test-env] chromium and haproxy ready; PostgreSQL: ${process.env.E2E_DATABASE_URL ? 'E2E_DATABASE_URL recreated' : 'embedded (nothing to prepare)'}`,
);
