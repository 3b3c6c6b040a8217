/**
 * The embedded database: a real PostgreSQL cluster in DATA_DIR/postgres, started and supervised
 * by this process. It listens only on a Unix socket inside its own 0700 data directory (no TCP,
 * listen_addresses=''), so only the account that runs it (and root) can reach it, and every connection
 * is authenticated: peer, for this server's own OS user only (pg_hba.conf, never trust; as root see
 * ./dataDir.ts for what root does and does not do for that account); fsync and synchronous_commit
 * are on, so an acknowledged commit is on disk. If it dies, it is started again (requests get 503
 * meanwhile). A postmaster left running by a server that was SIGKILLed is stopped before the
 * start (the caller holds DATA_DIR's lock, so no live server owns it).
 */
import { logFor } from '../kit/log.ts';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { asUser, databaseUser, EmbeddedUnavailableError } from './pgBinaries.ts';
import type { OsUser } from './pgBinaries.ts';
import { logReason } from './pgLog.ts';
import { ourPostmaster, stopOrphan } from './orphan.ts';
import { openOwnFile, prepareDataDir } from './dataDir.ts';
import { runtimeBinDir } from './pgRuntime.ts';
import { authFiles, checkClusterDir, newClusterDir } from './clusterAuth.ts';
import { capLog, QUIET_LOG_SETTINGS } from './postgresLog.ts';
import { INITDB_WAL_ARGS, walSettings } from './wal.ts';

const log = logFor('db');

export const PGDATA_NAME = 'postgres';
const SOCKET_PORT = 5432;
const START_TIMEOUT_MS = 60_000;

export interface EmbeddedCluster {
  /** node-postgres connection string (Unix socket). */
  readonly url: string;
  readonly pgdata: string;
  /** The postmaster's PID while it runs. */
  pid(): number | undefined;
  /** Fast shutdown (SIGINT): open transactions roll back, everything committed is on disk. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** initdb without its final fsync (throw-away test clusters only). */
  noSync?: boolean;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function isInitialised(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, PGDATA_NAME, 'PG_VERSION'));
}

/** The connection string of the cluster in dataDir (whoever runs it). */
export const clusterUrl = (dataDir: string): string => socketUrl(path.join(dataDir, PGDATA_NAME));

function socketUrl(pgdata: string): string {
  return `postgres://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(pgdata)}`;
}

/** Runs a program as the database's account (as root) or as ourselves. */
function run(file: string, args: string[], user: OsUser | undefined, cwd: string): void {
  const env = { PATH: process.env.PATH ?? '', LC_ALL: 'C' };
  execFileSync(file, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: START_TIMEOUT_MS, ...asUser(user), env });
}

function args(pgdata: string, settings: Record<string, string>): string[] {
  const all: Record<string, string> = {
    ...walSettings(pgdata),
    listen_addresses: '',
    unix_socket_directories: pgdata,
    unix_socket_permissions: '0700',
    port: String(SOCKET_PORT),
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    shared_buffers: '32MB',
    max_connections: '100',
    // Reads wait in the backend that asked, as before PostgreSQL 18, instead of through three I/O
    // worker processes (io_method=worker) that each keep memory of their own; a database this size is
    // mostly in shared_buffers and the page cache, where asynchronous reads gain nothing.
    io_method: 'sync',
    // No logical replication (no subscriptions; backups are pg_dump): no launcher process idling for it.
    max_logical_replication_workers: '0',
    ...QUIET_LOG_SETTINGS, // no statements, no visitor data, no ERROR lines (postgresLog.ts)
    ...settings,
  };
  return ['-D', pgdata, ...Object.entries(all).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

async function waitReady(url: string, child: ChildProcess, log: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const reason = logReason(log, child.pid);
      throw new Error(`PostgreSQL exited during start (${child.exitCode ?? child.signalCode}). Its log (${log}): ${reason}`);
    }
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.query('select 1');
      return;
    } catch {
      if (Date.now() - started > START_TIMEOUT_MS)
        throw new Error(`PostgreSQL did not answer within ${START_TIMEOUT_MS / 1000} s (log: ${log})`);
    } finally {
      await c.end().catch(() => {});
    }
    await sleep(50);
  }
}

/** Initialises DATA_DIR/postgres on first use, starts PostgreSQL and keeps it running until stop(). */
export async function startEmbedded(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedCluster> {
  const user = databaseUser();
  prepareDataDir(dataDir, user);
  const bin = runtimeBinDir(user);
  const pgdata = path.join(dataDir, PGDATA_NAME);
  const url = socketUrl(pgdata);
  if (Buffer.byteLength(path.join(pgdata, `.s.PGSQL.${SOCKET_PORT}`)) > 107) {
    throw new EmbeddedUnavailableError(
      `DATA_DIR ${dataDir} is too long for PostgreSQL's Unix socket (at most about 80 characters): use a shorter path.`,
    );
  }
  if (fs.lstatSync(pgdata, { throwIfNoEntry: false })) checkClusterDir(pgdata, user); // before anything is read through it
  if (!isInitialised(dataDir)) {
    const building = newClusterDir(`${pgdata}.init`, user);
    log.info(`first start: creating the PostgreSQL cluster in ${pgdata}`);
    run(
      path.join(bin, 'initdb'),
      ['-D', building, '-U', 'postgres', '--auth-local=peer', '--auth-host=reject', '-E', 'UTF8', '--locale=C', ...INITDB_WAL_ARGS].concat(
        options.noSync ? ['--no-sync'] : [],
      ),
      user,
      dataDir,
    );
    fs.renameSync(building, pgdata); // in DATA_DIR, which only this process can write
  }
  const settings = { ...authFiles(dataDir, user), ...options.settings };
  const identity = ourPostmaster(user);
  const logPath = path.join(dataDir, 'postgres.log');

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const launch = async (): Promise<void> => {
    // Ours, never followed through a link; PostgreSQL writes it through this descriptor (./dataDir.ts),
    // which is read too: postgresLog.ts keeps its tail under the cap.
    const logFd = openOwnFile(logPath, fs.constants.O_RDWR | fs.constants.O_APPEND);
    const proc = spawn(path.join(bin, 'postgres'), args(pgdata, settings), {
      cwd: pgdata,
      detached: true, // its own process group: a Ctrl-C reaches the server, which stops it in order
      stdio: ['ignore', logFd, logFd],
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
      ...asUser(user),
    });
    proc.once(
      'exit',
      capLog(logFd, undefined, (line) => log.error(`PostgreSQL: ${line}`)),
    );
    proc.unref();
    child = proc;
    await waitReady(url, proc, logPath);
    proc.once('exit', (code, signal) => {
      if (stopping || child !== proc) return;
      log.error(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      void supervise();
    });
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error('PostgreSQL exited right after starting');
  };
  /** First start: retried for up to 30 s (a killed postmaster's backends may hold its shared memory a moment). */
  const firstLaunch = async (): Promise<void> => {
    const started = Date.now();
    for (let delay = 100; ; delay = Math.min(delay * 2, 2000)) {
      try {
        await stopOrphan(pgdata, identity);
        return await launch();
      } catch (err) {
        if (Date.now() - started > 30_000) throw err;
        log.error(`PostgreSQL did not start, retrying: ${(err as Error).message}`);
        await sleep(delay);
      }
    }
  };
  const supervise = async (): Promise<void> => {
    for (let delay = 100; !stopping; delay = Math.min(delay * 2, 2000)) {
      try {
        await stopOrphan(pgdata, identity); // backends of a killed postmaster may still hold its shared memory
        await launch();
        log.info(`PostgreSQL restarted (restart ${++restarts})`);
        return;
      } catch (err) {
        log.error(`PostgreSQL restart failed, retrying: ${(err as Error).message}`);
        await sleep(delay);
      }
    }
  };
  await firstLaunch();
  return {
    url,
    pgdata,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGINT');
      const timer = setTimeout(() => proc.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
