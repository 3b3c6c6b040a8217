/**
 * Backups of a PostgreSQL at DATABASE_URL: pg_dump's custom format, one timestamped `.dump` (0600)
 * per run, the newest BACKUP_KEEP kept. The password never appears in pg_dump's arguments (any
 * user can read those in /proc): it goes in PGPASSWORD, in pg_dump's environment only, and every
 * message redacts connection strings.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prune } from './backup.ts';
import { privateDir } from './dataDir.ts';

export class DumpError extends Error {
  override name = 'DumpError';
}

/** Connection strings with their password replaced: `postgres://user:***@host/db`, `password=***`. */
export function redactUrls(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@]*@/gi, '$1***@').replace(/(\bpassword=)[^\s&]*/gi, '$1***');
}

/** The connection string without its password, and the password for PGPASSWORD. */
export function withoutPassword(databaseUrl: string): { dbname: string; password: string | undefined } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new DumpError(`DATABASE_URL is not a URL (${redactUrls(databaseUrl)})`);
  }
  const password = url.password ? decodeURIComponent(url.password) : (url.searchParams.get('password') ?? undefined);
  url.password = '';
  url.searchParams.delete('password');
  return { dbname: url.toString(), password };
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Runs pg_dump into dir; keeps the newest `keep` dumps; returns the file. */
export function dumpDatabase(databaseUrl: string, dir: string, keep: number): string {
  privateDir(dir);
  const file = path.join(dir, `studio-${stamp(new Date())}.dump`);
  const { dbname, password } = withoutPassword(databaseUrl);
  const r = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
  });
  if (r.error || r.status !== 0) {
    fs.rmSync(file, { force: true });
    const why = r.error ? r.error.message : (r.stderr.trim().split('\n').at(-1) ?? `exit ${r.status}`);
    throw new DumpError(`pg_dump failed (${redactUrls(why)}): check DATABASE_URL and install the PostgreSQL client matching your server`);
  }
  fs.chmodSync(file, 0o600);
  prune(dir, keep, '.dump');
  return file;
}
