/**
 * Upgrades and restores cannot lose data (issue 26). `npm run db:restore` checks the file before it
 * creates or touches DATA_DIR — a complete gzip, an archive made by db:backup, the bundled
 * PostgreSQL's major version — and says what is wrong in one line, leaving nothing behind; a server
 * never starts an empty database where a restore did not finish. With DATABASE_URL, `db:backup`
 * runs pg_dump (the machine's PostgreSQL 15 at 127.0.0.1:5432, TEST_SYSTEM_PG_URL) with the
 * password in its environment, never in its arguments or in a message, and keeps BACKUP_KEEP dumps.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { ChildExitError, NODE, REPO_ROOT, spawnServer } from './helpers/server.ts';

const SYSTEM_PG = process.env.TEST_SYSTEM_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Dump-Secret-7f3a9c';

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const options = { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 };
    execFile(NODE, ['server/cli/backup.ts', ...args], options, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const dirs: string[] = [];
const dir = (prefix: string) => {
  const d = tempDir(prefix);
  dirs.push(d);
  return d;
};
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A .tar.gz holding these files (paths relative to the archive's root, as db:backup writes them). */
function archive(files: Record<string, string | Buffer>): string {
  const src = dir('studio-fake-cluster');
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), content);
  }
  const out = path.join(dir('studio-fake-backup'), 'studio-20260101T000000Z.tar.gz');
  execFileSync('tar', ['-czf', out, '-C', src, '.']);
  return out;
}

const cluster = (version: string) => ({
  PG_VERSION: `${version}\n`,
  'global/pg_control': Buffer.alloc(8192, 1),
  'base/1/1259': Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251)),
  'pg_wal/000000010000000000000002': Buffer.alloc(4096, 2),
  backup_label: 'START WAL LOCATION: 0/2000028\n',
});

describe('db:restore refuses a file it cannot restore, before touching DATA_DIR', () => {
  const notGzip = () => {
    const file = path.join(dir('studio-bad'), 'backup.tar.gz');
    fs.writeFileSync(file, 'this is not a backup\n');
    return file;
  };
  const truncated = () => {
    const file = archive(cluster('18'));
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    return file;
  };
  const { backup_label: _label, ...bare } = cluster('15');
  it.each([
    ['a file that is not gzip', notGzip, /is not a complete gzip file .*nothing was restored/],
    ['a backup cut short', truncated, /is not a complete gzip file \(.*(unexpected end of file|crc error)/i],
    [
      'a tarball of a PostgreSQL 15 cluster (not made by db:backup)',
      () => archive(bare),
      /is not a backup made by npm run db:backup \(no backup_label/,
    ],
    ['a db:backup archive of PostgreSQL 15', () => archive(cluster('15')), /holds a PostgreSQL 15 cluster; this server runs PostgreSQL 18/],
  ])('%s: one-line error, exit 1, no DATA_DIR, no postgres.restore', async (_name, make, message) => {
    const dataDir = path.join(dir('studio-restore-parent'), 'data');
    const r = await run(['restore', make()], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^Error: /);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('an existing empty DATA_DIR is left as it was (no postgres.restore)', async () => {
    const dataDir = dir('studio-restore-existing');
    const r = await run(['restore', archive(cluster('15'))], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('a server where a restore did not finish', () => {
  it('refuses to start an empty database there, saying what to do', async () => {
    const dataDir = dir('studio-half-restored');
    fs.mkdirSync(path.join(dataDir, 'postgres.restore', 'base'), { recursive: true }); // a restore killed while unpacking
    const started = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: makeDist() }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(started).toBeInstanceOf(ChildExitError);
    const { exitCode, output } = started as ChildExitError;
    expect(exitCode).toBe(1);
    expect(output).toContain(`Error: DATA_DIR ${dataDir} holds an unfinished restore`);
    expect(output).toContain('npm run db:restore -- FILE again');
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  });
});

describe('db:backup with DATABASE_URL (pg_dump)', () => {
  async function database(): Promise<string> {
    const name = `studio_dump_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: SYSTEM_PG });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: SYSTEM_PG });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    });
    const url = new URL(SYSTEM_PG);
    url.pathname = `/${name}`;
    url.password = PASSWORD;
    return url.toString();
  }

  /** pg_dump behind a wrapper that records its arguments and whether PGPASSWORD was given. */
  function recordingPgDump(): { path: string; log: string } {
    const bin = dir('studio-pgdump-bin');
    const log = path.join(bin, 'calls.log');
    const real = execFileSync('sh', ['-c', 'command -v pg_dump'], { encoding: 'utf8' }).trim();
    const script = [
      `#!/bin/sh`,
      `echo "args: $*" >> "${log}"`,
      `[ -n "$PGPASSWORD" ] && echo "PGPASSWORD given" >> "${log}"`,
      `exec "${real}" "$@"`,
    ];
    fs.writeFileSync(path.join(bin, 'pg_dump'), `${script.join('\n')}\n`, { mode: 0o755 });
    return { path: `${bin}:${process.env.PATH ?? ''}`, log };
  }

  it('the password reaches pg_dump only through its environment; BACKUP_KEEP keeps the newest dumps', async () => {
    const url = await database();
    const backups = dir('studio-dumps');
    const wrapper = recordingPgDump();
    const env = { DATABASE_URL: url, BACKUP_DIR: backups, BACKUP_KEEP: '2', PATH: wrapper.path };
    for (let i = 0; i < 3; i++) {
      if (i) await new Promise((r) => setTimeout(r, 1100)); // file names have one-second resolution
      const r = await run(['backup'], env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toMatch(/studio-\d{8}T\d{6}Z\.dump$/);
      expect(r.stdout + r.stderr).not.toContain(PASSWORD);
    }
    const calls = fs.readFileSync(wrapper.log, 'utf8');
    expect(calls.match(/^args: /gm)).toHaveLength(3);
    expect(calls.match(/^PGPASSWORD given$/gm)).toHaveLength(3);
    expect(calls).not.toContain(PASSWORD);
    const kept = fs.readdirSync(backups).filter((f) => f.endsWith('.dump'));
    expect(kept).toHaveLength(2);
    for (const f of kept) expect(fs.statSync(path.join(backups, f)).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('a failing pg_dump is reported in one line without the password', async () => {
    const url = new URL(SYSTEM_PG);
    url.port = '1';
    url.password = PASSWORD;
    const r = await run(['backup'], { DATABASE_URL: url.toString(), BACKUP_DIR: dir('studio-dumps-fail') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Error: pg_dump failed \(/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toContain(PASSWORD);
  });
});
