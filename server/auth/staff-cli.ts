/**
 * Staff CLI: `npm run staff:add -- --email E` (password from STAFF_PASSWORD or a prompt without
 * echo), `staff:list`, `staff:remove -- --email E`, `staff:reset-mfa -- --email E`.
 * With DATABASE_URL it works on PostgreSQL directly. On the embedded database it talks to the
 * running server through its admin socket (auth/adminSocket.ts), or opens the data directory
 * itself when no server runs.
 */
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { openDatabase } from '../db/open.ts';
import { adminSocketPath, runAdminRequest, sendAdminRequest } from './adminSocket.ts';
import type { AdminRequest, AdminResponse } from './adminSocket.ts';
import { Passwords } from './passwords.ts';
import type { StaffMember } from './staff.ts';

const USAGE = `usage:
  npm run staff:add -- --email <address>        (password: STAFF_PASSWORD or a prompt)
  npm run staff:list
  npm run staff:remove -- --email <address>     (deletes the account)
  npm run staff:reset-mfa -- --email <address>  (removes the second factor, signs out everywhere)`;

class UsageError extends Error {}

function emailArg(args: string[]): string {
  const i = args.findIndex((a) => a === '--email' || a.startsWith('--email='));
  const value = i === -1 ? undefined : args[i]?.includes('=') ? args[i]?.slice('--email='.length) : args[i + 1];
  if (!value) throw new UsageError('--email <address> is required');
  return value;
}

/** Reads a line from the terminal without echoing it; from stdin as is when it is not a terminal. */
async function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) data += String(chunk);
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function password(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await promptHidden('Password for the staff account: ');
  if (process.stdin.isTTY) {
    const again = await promptHidden('Repeat the password: ');
    if (again !== first) throw new UsageError('The passwords do not match');
  }
  return first;
}

async function buildRequest(cmd: string | undefined, args: string[]): Promise<AdminRequest> {
  switch (cmd) {
    case 'add':
      return { cmd: 'add', email: emailArg(args), password: await password() };
    case 'list':
      return { cmd: 'list' };
    case 'remove':
      return { cmd: 'remove', email: emailArg(args) };
    case 'reset-mfa':
      return { cmd: 'reset-mfa', email: emailArg(args) };
    default:
      throw new UsageError(`unknown command ${cmd ?? '(none)'}`);
  }
}

async function execute(req: AdminRequest): Promise<{ res: AdminResponse; via: string }> {
  const options = loadConfig();
  const direct = async (via: string) => {
    const db = await openDatabase(options);
    try {
      const deps = { db, passwords: new Passwords(options.auth.argon2), passwordMinLength: options.auth.passwordMinLength };
      return { res: await runAdminRequest(deps, req), via };
    } finally {
      await db.close();
    }
  };
  if (options.databaseUrl) return direct('PostgreSQL (DATABASE_URL)');
  const socket = adminSocketPath(options.pgliteDir);
  try {
    return { res: await sendAdminRequest(socket, req), via: `the running server (${socket})` };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EACCES') throw new Error(`No permission to use ${socket}: run this as the user that runs the server`);
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw err;
  }
  return direct(`PGlite at ${options.pgliteDir}`);
}

function print(req: AdminRequest, result: unknown): void {
  if (req.cmd === 'list') {
    const rows = result as StaffMember[];
    if (rows.length === 0) return console.log('No staff members.');
    for (const r of rows) {
      console.log(`${r.email}\t${r.mfa}\tadded ${r.added_at}\tlast sign-in ${r.last_sign_in_at ?? 'never'}\t${r.user_id}`);
    }
  } else if (req.cmd === 'add') {
    const { created } = result as { created: boolean };
    console.log(created ? `Added ${req.email} as staff.` : `${req.email} is staff; password updated.`);
  } else if (req.cmd === 'remove') {
    console.log(`Removed ${req.email} (account, sessions and factors deleted).`);
  } else {
    const { factorsRemoved } = result as { factorsRemoved: number };
    console.log(`Reset MFA for ${req.email}: ${factorsRemoved} factor(s) removed, signed out everywhere.`);
  }
}

async function main(): Promise<number> {
  const [cmd, ...args] = process.argv.slice(2);
  const req = await buildRequest(cmd, args);
  const { res, via } = await execute(req);
  if (!res.ok) {
    console.error(`Error: ${res.error}`);
    return 1;
  }
  console.error(`(via ${via})`);
  print(req, res.result);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) console.error(`Error: ${err.message}\n${USAGE}`);
    else if (err instanceof DataDirLockedError) {
      console.error(`Error: a server holds the data directory but its admin socket does not answer. ${err.message}`);
    } else console.error(`Error: ${(err as Error).message}`);
    process.exit(1);
  },
);
