/**
 * Makes sure the machine has what the test suite needs, installing it where it can:
 * Debian's Chromium (browser tools cannot download their own here) and a running
 * PostgreSQL at 127.0.0.1:5432 with the end-to-end database.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';
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

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(port, '127.0.0.1');
  });
}

async function ensurePostgres(): Promise<void> {
  if (!(await canConnect(5432)) && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql')[0];
    console.log(`[test-env] PostgreSQL is down: starting cluster ${version}/main…`);
    run(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
    for (let i = 0; i < 20 && !(await canConnect(5432)); i++) await new Promise((r) => setTimeout(r, 500));
  }
  if (!(await canConnect(5432))) {
    throw new Error('[test-env] PostgreSQL is not reachable at 127.0.0.1:5432; the PostgreSQL tests need it.');
  }
  // A fresh database for the end-to-end server each run.
  execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "DROP DATABASE IF EXISTS studio_e2e WITH (FORCE)" -c "CREATE DATABASE studio_e2e"`, {
    stdio: 'inherit',
  });
}

ensureChromium();
await ensurePostgres();
console.log('[test-env] chromium and PostgreSQL ready');
