/**
 * Staff CLI: `npm run staff:add -- --email E` (password from STAFF_PASSWORD or a prompt without
 * echo), `staff:list`, `staff:remove -- --email E`, `staff:reset-mfa -- --email E`.
 * It works on the database itself, like the server: DATABASE_URL, or the server's own PostgreSQL
 * in DATA_DIR (resolved exactly as the server does). When a server runs on DATA_DIR, the CLI
 * connects to that server's PostgreSQL through its socket; when none runs, it starts the cluster
 * for the command and stops it again. It never creates a database: a DATA_DIR without one is refused.
 */
import { addStaff, listStaff, removeStaff, resetStaffMfa, StaffError } from '../auth/models/staff.ts';
import type { StaffMember } from '../auth/models/staff.ts';
import { Passwords } from '../auth/passwords.ts';
import { loadConfig } from '../config/options.ts';
import type { Database } from '../db/adapter.ts';
import { clusterUrl, isInitialised } from '../db/embedded.ts';
import { acquireDirLock, DataDirLockedError } from '../db/lock.ts';
import { openDatabase } from '../db/open.ts';
import { openPostgres } from '../db/postgres.ts';
import { parseCommandLine, runCommand, UsageError } from './args.ts';
import { promptHidden } from './prompt.ts';

type AdminRequest =
  | { cmd: 'add'; email: string; password: string }
  | { cmd: 'list' }
  | { cmd: 'remove'; email: string }
  | { cmd: 'reset-mfa'; email: string };

const USAGE = `usage:
  npm run staff:add -- --email <address>        (password: STAFF_PASSWORD or a prompt)
  npm run staff:list
  npm run staff:remove -- --email <address>     (deletes the account)
  npm run staff:reset-mfa -- --email <address>  (removes the second factor, signs out everywhere)`;

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

async function buildRequest(): Promise<AdminRequest> {
  const { values, positionals } = parseCommandLine(USAGE, ['email'], 1);
  const [cmd] = positionals;
  const emailArg = () => {
    if (!values.email) throw new UsageError('--email <address> is required');
    return values.email;
  };
  switch (cmd) {
    case 'add':
      return { cmd: 'add', email: emailArg(), password: await password() };
    case 'list':
      return { cmd: 'list' };
    case 'remove':
      return { cmd: 'remove', email: emailArg() };
    case 'reset-mfa':
      return { cmd: 'reset-mfa', email: emailArg() };
    default:
      throw new UsageError(`unknown command ${cmd ?? '(none)'}`);
  }
}

async function run(db: Database, req: AdminRequest): Promise<unknown> {
  const options = loadConfig();
  const passwords = new Passwords(options.auth.argon2);
  switch (req.cmd) {
    case 'add':
      return addStaff(db, passwords, req.email, req.password, options.auth.passwordMinLength);
    case 'list':
      return listStaff(db);
    case 'remove':
      return removeStaff(db, req.email);
    case 'reset-mfa':
      return resetStaffMfa(db, req.email);
  }
}

/** Opens the database the server uses, or throws a UsageError rather than guess. */
async function open(): Promise<{ db: Database; via: string }> {
  const options = loadConfig();
  if (options.databaseUrl) return { db: await openDatabase(options), via: 'PostgreSQL (DATABASE_URL)' };
  if (!isInitialised(options.dataDir)) {
    throw new UsageError(
      `no database in DATA_DIR=${options.dataDir}: the server has never started there. ` +
        `Run this with the DATA_DIR (or DATABASE_URL) the server uses, or start the server once first.`,
    );
  }
  try {
    acquireDirLock(options.dataDir).release();
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // A server runs on DATA_DIR: use its PostgreSQL, as one more client.
    return {
      db: await openPostgres({ connectionString: clusterUrl(options.dataDir), max: 1 }),
      via: `the running server's PostgreSQL in ${options.dataDir}`,
    };
  }
  return { db: await openDatabase(options), via: `PostgreSQL in ${options.dataDir} (started for this command)` };
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
  const req = await buildRequest();
  const { db, via } = await open();
  try {
    const result = await run(db, req);
    console.error(`(via ${via})`);
    print(req, result);
    return 0;
  } catch (err) {
    if (!(err instanceof StaffError)) throw err;
    console.error(`Error: ${err.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

runCommand(main, USAGE, () => true);
