/**
 * `npm run db:backup`: one backup of the database the server uses (DATA_DIR or DATABASE_URL,
 * resolved like the server), printing the file's path as the last line. BACKUP_DIR (default
 * DATA_DIR/backups) and BACKUP_KEEP (newest kept, default 7).
 * `npm run db:restore -- FILE`: unpacks a backup into an empty DATA_DIR; the next start uses it.
 * With DATABASE_URL, backups are pg_dump's (custom format) if pg_dump is installed (server/db/pgDump.ts).
 * A restore checks the file (complete gzip, a db:backup archive, the bundled PostgreSQL's major
 * version) before it creates or touches DATA_DIR, and leaves nothing behind when it fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/options.ts';
import { backupCluster, checkBackup, restoreCluster, RestoreError } from '../db/backup.ts';
import { clusterUrl, isInitialised, startEmbedded } from '../db/embedded.ts';
import { acquireDirLock, DataDirLockedError } from '../db/lock.ts';
import { EmbeddedUnavailableError } from '../db/pgBinaries.ts';
import { DumpError, dumpDatabase, redactUrls } from '../db/pgDump.ts';
import { parseCommandLine, runCommand, UsageError } from './args.ts';

const USAGE = 'usage: npm run db:backup | npm run db:restore -- <file>';

class CliError extends Error {}

function keepCount(): number {
  const keep = Number(process.env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1)
    throw new CliError(`BACKUP_KEEP must be a whole number of at least 1, got "${process.env.BACKUP_KEEP}"`);
  return keep;
}

async function backup(): Promise<string> {
  const options = loadConfig();
  const dir = path.resolve(process.env.BACKUP_DIR?.trim() || path.join(options.dataDir, 'backups'));
  if (options.databaseUrl) return dumpDatabase(options.databaseUrl, dir, keepCount());
  if (!isInitialised(options.dataDir))
    throw new CliError(`no database in DATA_DIR=${options.dataDir}: set the DATA_DIR (or DATABASE_URL) the server uses`);
  let lock;
  try {
    lock = acquireDirLock(options.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`backing up the running server's PostgreSQL in ${options.dataDir}`);
    return backupCluster(clusterUrl(options.dataDir), options.dataDir, dir, keepCount());
  }
  try {
    console.error(`no server runs on ${options.dataDir}: starting its PostgreSQL for the backup`);
    const cluster = await startEmbedded(options.dataDir);
    try {
      return await backupCluster(cluster.url, options.dataDir, dir, keepCount());
    } finally {
      await cluster.stop();
    }
  } finally {
    lock.release();
  }
}

function commandLine(): { cmd: 'backup' } | { cmd: 'restore'; file: string } {
  const [cmd, file] = parseCommandLine(USAGE, [], 2).positionals;
  if (cmd === 'backup' && file === undefined) return { cmd };
  if (cmd === 'backup') throw new UsageError(`unexpected argument "${file}"`);
  if (cmd === 'restore' && file) return { cmd, file };
  if (cmd === 'restore') throw new UsageError('restore needs the backup file');
  throw new UsageError(cmd === undefined ? 'a command is required: backup or restore' : `unknown command "${cmd}"`);
}

async function main(): Promise<void> {
  const line = commandLine();
  if (line.cmd === 'backup') {
    console.log(await backup());
  } else {
    const { file } = line;
    const { dataDir, databaseUrl } = loadConfig();
    if (databaseUrl) throw new CliError('DATABASE_URL is set: restore a pg_dump file with pg_restore (see README)');
    const source = path.resolve(file);
    checkBackup(source); // before DATA_DIR is created or touched
    const existed = fs.existsSync(dataDir);
    const lock = acquireDirLock(dataDir);
    try {
      restoreCluster(source, dataDir);
    } catch (err) {
      lock.release();
      if (!existed) fs.rmSync(dataDir, { recursive: true, force: true }); // it was made for this restore only
      throw err;
    }
    lock.release();
    console.log(`Restored ${file} into ${dataDir}; start the server with DATA_DIR=${dataDir}.`);
  }
}

const expected = (err: unknown) =>
  [CliError, RestoreError, DumpError, DataDirLockedError, EmbeddedUnavailableError].some((kind) => err instanceof kind);

/** Anything else is still said in one line, connection strings redacted (a DATABASE_URL may carry a password). */
async function oneLine(): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (expected(err) || err instanceof UsageError || !(err instanceof Error)) throw err;
    throw new CliError(redactUrls(`${err.name}: ${err.message.trim().split('\n')[0]}`), { cause: err });
  }
}

runCommand(oneLine, USAGE, expected);
