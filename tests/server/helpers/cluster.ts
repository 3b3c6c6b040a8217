/**
 * A private, throw-away PostgreSQL cluster (initdb + pg_ctl from /usr/lib/postgresql/<v>/bin) on
 * a free port, for tests that stop or restart PostgreSQL: the shared cluster on 5432 is never
 * touched. initdb refuses to run as root, so as root the cluster belongs to the postgres user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const BIN = binDir();
const asRoot = process.getuid?.() === 0;

/** Why a private cluster cannot be made here, or undefined. */
export const CLUSTER_PROBLEM: string | undefined = !BIN
  ? 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin'
  : asRoot && !hasUser('postgres')
    ? 'running as root without a postgres user for initdb'
    : undefined;

function hasUser(name: string): boolean {
  try {
    execFileSync('id', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Cluster {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  /** pg_ctl restart -m fast: every connection is dropped; returns once it accepts connections again. */
  restart(): void;
  destroy(): void;
}

export async function createCluster(): Promise<Cluster> {
  if (CLUSTER_PROBLEM || !BIN) throw new Error(CLUSTER_PROBLEM);
  const bin = BIN;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pgcluster-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 60_000,
    });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=16MB`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', ...args]);
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => ctl('-o', options, 'start'),
    stop: () => ctl('-m', 'fast', 'stop'),
    restart: () => ctl('-m', 'fast', '-o', options, 'restart'),
    destroy() {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
