/**
 * The PostgreSQL programs the embedded cluster runs. Normally the platform package in node_modules
 * (or PG_BIN_DIR), used in place. As root, PostgreSQL runs as its own account (./pgBinaries.ts);
 * when that account cannot execute them there (a checkout in a directory only root can enter, such
 * as /root), root keeps ONE shared copy per package version under STUDIO_STATE_DIR
 * (/var/lib/studio-site/postgresql-<version>): owned by root, directories and programs 0755, other
 * files 0644 whatever the umask or the modes in node_modules, so the database's account can run it
 * and nobody but root can change it. It is made once (in a temporary directory, then renamed) and
 * reused by every DATA_DIR; never a copy per DATA_DIR.
 */
import { logFor } from '../kit/log.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { canExecute, EmbeddedUnavailableError, findBinDir } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';

const log = logFor('db');

/** Root's own directory for what the database's account must reach outside a closed checkout. */
export function stateDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.STUDIO_STATE_DIR?.trim() || '/var/lib/studio-site');
}

/** Creates (0755) or checks a directory that must be root's alone: owned by root, writable by nobody else. */
export function rootOnlyDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const fd = fs.openSync(dir, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY | fs.constants.O_NOFOLLOW);
  try {
    const st = fs.fstatSync(fd);
    if (st.uid !== 0 || (st.mode & 0o022) !== 0) {
      throw new EmbeddedUnavailableError(
        `${dir} must belong to root and be writable by root only (it holds programs PostgreSQL runs): fix its owner and mode`,
      );
    }
    if ((st.mode & 0o755) !== 0o755) fs.fchmodSync(fd, 0o755);
  } finally {
    fs.closeSync(fd);
  }
  return dir;
}

/** The platform package's version (its package.json beside native/), else a digest of where the binaries are. */
function version(bin: string): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(bin, '..', '..', 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string' && /^[\w.+-]+$/.test(pkg.version)) return pkg.version;
  } catch {
    // PG_BIN_DIR without the package
  }
  return crypto.createHash('sha256').update(fs.realpathSync(bin)).digest('hex').slice(0, 12);
}

/** Root's copy: dirs and programs 0755, the rest 0644; symbolic links (the libraries' names) kept as they are. */
function normalise(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      fs.chmodSync(p, 0o755);
      normalise(p);
    } else {
      fs.chmodSync(p, fs.statSync(p).mode & 0o111 ? 0o755 : 0o644);
    }
  }
}

/** The bin directory the database's account runs initdb and postgres from. */
export function runtimeBinDir(user: OsUser | undefined): string {
  const bin = findBinDir();
  if (!user || canExecute(path.join(bin, 'postgres'), user)) return bin;
  if (process.env.PG_BIN_DIR?.trim()) {
    throw new EmbeddedUnavailableError(
      `PG_BIN_DIR ${bin} cannot be reached by "${user.name}", who runs PostgreSQL: use a directory that user can enter`,
    );
  }
  const base = rootOnlyDir(stateDir());
  const target = path.join(base, `postgresql-${version(bin)}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    const building = fs.mkdtempSync(path.join(base, '.postgresql-'));
    fs.cpSync(path.dirname(bin), building, { recursive: true, verbatimSymlinks: true });
    normalise(building);
    fs.chmodSync(building, 0o755);
    try {
      fs.renameSync(building, target);
      log.info(`"${user.name}" cannot reach ${bin} (a closed directory): PostgreSQL runs from the shared copy ${target}`);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another server made it meanwhile
    }
  }
  rootOnlyDir(target);
  return path.join(target, 'bin');
}
