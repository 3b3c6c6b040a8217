/**
 * The staff CLI's way into a running server on the embedded database (PGlite has a single
 * writer: the server). A Unix socket in the PGlite data directory, mode 0600: whoever may read
 * the data directory's files may manage staff, and nobody else. One JSON request per line, one
 * JSON answer per line. Not started on PostgreSQL, where the CLI connects to the database itself.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/adapter.ts';
import type { Passwords } from './passwords.ts';
import { addStaff, listStaff, removeStaff, resetStaffMfa, StaffError } from './staff.ts';

export const ADMIN_SOCKET_NAME = 'studio-admin.sock';
/** sun_path holds 108 bytes on Linux. */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST_BYTES = 16 * 1024;

export type AdminRequest =
  | { cmd: 'add'; email: string; password: string }
  | { cmd: 'list' }
  | { cmd: 'remove'; email: string }
  | { cmd: 'reset-mfa'; email: string };

export type AdminResponse = { ok: true; result: unknown } | { ok: false; error: string };

export function adminSocketPath(pgliteDir: string): string {
  return path.join(pgliteDir, ADMIN_SOCKET_NAME);
}

export interface AdminDeps {
  db: Database;
  passwords: Passwords;
  passwordMinLength: number;
}

export async function runAdminRequest(deps: AdminDeps, req: AdminRequest): Promise<AdminResponse> {
  try {
    switch (req.cmd) {
      case 'add':
        return { ok: true, result: await addStaff(deps.db, deps.passwords, req.email, req.password, deps.passwordMinLength) };
      case 'list':
        return { ok: true, result: await listStaff(deps.db) };
      case 'remove':
        await removeStaff(deps.db, req.email);
        return { ok: true, result: null };
      case 'reset-mfa':
        return { ok: true, result: await resetStaffMfa(deps.db, req.email) };
      default:
        return { ok: false, error: 'unknown command' };
    }
  } catch (err) {
    if (err instanceof StaffError) return { ok: false, error: err.message };
    console.error(`[staff] command failed: ${(err as Error).name}`);
    return { ok: false, error: 'the server could not complete the command (see its log)' };
  }
}

function parseRequest(line: string): AdminRequest | undefined {
  try {
    const r = JSON.parse(line) as Record<string, unknown>;
    const str = (k: string) => typeof r[k] === 'string';
    if (r.cmd === 'list') return { cmd: 'list' };
    if (r.cmd === 'add' && str('email') && str('password')) return r as AdminRequest;
    if ((r.cmd === 'remove' || r.cmd === 'reset-mfa') && str('email')) return r as AdminRequest;
  } catch {
    /* fall through */
  }
  return undefined;
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

/** Listens on <pgliteDir>/studio-admin.sock; undefined (with a warning) when the path is too long. */
export async function startAdminSocket(deps: AdminDeps, pgliteDir: string): Promise<AdminSocket | undefined> {
  const socketPath = adminSocketPath(pgliteDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    console.warn(`[staff] data directory path too long for a Unix socket; staff commands need the server stopped`);
    return undefined;
  }
  // We hold the data directory's lock, so a socket file left here is a dead server's.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('error', () => conn.destroy());
    conn.on('data', (chunk: string) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST_BYTES) return conn.destroy();
      const nl = buf.indexOf('\n');
      if (nl === -1) return;
      const req = parseRequest(buf.slice(0, nl));
      buf = '';
      const answer = req ? runAdminRequest(deps, req) : Promise.resolve<AdminResponse>({ ok: false, error: 'malformed request' });
      void answer.then((res) => conn.end(`${JSON.stringify(res)}\n`));
    });
  });
  // Create the socket file as 0600 (umask is unavailable in worker threads: chmod right after).
  let oldMask: number | undefined;
  try {
    oldMask = process.umask(0o177);
  } catch {
    oldMask = undefined;
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    if (oldMask !== undefined) process.umask(oldMask);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Sends one request to a running server. Rejects with the socket error (ENOENT, ECONNREFUSED) when none listens. */
export function sendAdminRequest(socketPath: string, req: AdminRequest): Promise<AdminResponse> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(socketPath);
    let buf = '';
    conn.setEncoding('utf8');
    conn.once('error', reject);
    conn.on('data', (chunk: string) => (buf += chunk));
    conn.on('end', () => {
      try {
        resolve(JSON.parse(buf) as AdminResponse);
      } catch {
        reject(new Error('the server sent no answer'));
      }
    });
    conn.once('connect', () => conn.write(`${JSON.stringify(req)}\n`));
  });
}
