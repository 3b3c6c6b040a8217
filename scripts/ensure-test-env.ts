/**
 * Makes sure the machine has what the test suite needs, installing it where it can:
 * Debian's Chromium (browser tools cannot download their own here).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { CHROMIUM_PATH } from '../chromium.ts';

function run(command: string): boolean {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`[test-env] ${CHROMIUM_PATH} not found: installing Debian's chromium…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  if (!run(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`) || !existsSync(CHROMIUM_PATH)) {
    throw new Error(`[test-env] Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
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

ensureChromium();
await ensureExternalE2eDatabase();
console.log(`[test-env] chromium ready; PostgreSQL: ${process.env.E2E_DATABASE_URL ? 'E2E_DATABASE_URL recreated' : 'embedded (nothing to prepare)'}`);
