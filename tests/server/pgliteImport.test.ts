/**
 * Upgrade from the former PGlite default: tests/fixtures/pglite-9615b24.tar.gz is a DATA_DIR/pglite
 * made by the release before this change (9615b24: two leads, one with a status change, a note and
 * read; the mail outbox; a staff member with a password and a verified TOTP factor; the signing
 * key; see the .json beside it). The first start of `node server/main.ts` imports it once; the staff
 * member signs in with the same password and TOTP secret; tokens are signed with the same key.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterUrl } from '../../server/db/embedded.ts';
import { IMPORT_MARKER, importPglite } from '../../server/db/pgliteImport.ts';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { accessClaims, signInWithTotp } from './helpers/auth.ts';
import { queryOnce, tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { ChildExitError, logMessages, NODE, spawnServer, startTestServer, waitForExit } from './helpers/server.ts';
import type { ChildServer, TestServer } from './helpers/server.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/pglite-9615b24');
const meta = JSON.parse(fs.readFileSync(`${FIXTURE}.json`, 'utf8')) as {
  staff: { email: string; password: string; factorId: string; totpSecret: string };
  counts: Record<string, number>;
  signingKey: { kid: string };
};

const HOLDER = path.join(import.meta.dirname, 'helpers/holdLock.ts');
const dataDir = tempDir('studio-import');
const busyDir = tempDir('studio-import-busy');
fs.chmodSync(busyDir, 0o755); // run as root, the database's account must reach it (else its cluster lives elsewhere)
const distDir = makeDist();
let server: ChildServer | undefined;
afterAll(async () => {
  server?.proc.kill('SIGTERM');
  if (server) await waitForExit(server.proc);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(busyDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

const query = <T extends pg.QueryResultRow>(sql: string) => queryOnce<T>(clusterUrl(dataDir), sql);

describe('upgrade from a PGlite DATA_DIR made by the previous release', () => {
  it('a copy whose row counts do not match the source is rolled back and not marked imported', async () => {
    const lossyDir = tempDir('studio-import-lossy');
    fs.chmodSync(lossyDir, 0o755); // as root, the database's account must reach it
    const pgliteDir = path.join(lossyDir, 'pglite');
    fs.mkdirSync(pgliteDir);
    execFileSync('tar', ['-xzf', `${FIXTURE}.tar.gz`, '-C', pgliteDir]);
    const target = await startTestServer();
    try {
      // A fault in the copy: rows of one table vanish as they are inserted (an ENABLE ALWAYS trigger fires even with triggers off).
      await target.sql(
        `create function public.test_lose_rows() returns trigger language plpgsql as $$ begin delete from public.submission_events; return null; end $$`,
      );
      await target.sql(
        `create trigger test_lose_rows after insert on public.submission_events for each statement execute function public.test_lose_rows()`,
      );
      await target.sql(`alter table public.submission_events enable always trigger test_lose_rows`);
      const lossy = /"public"\."submission_events": 2 rows in PGlite, 0 copied/;
      await expect(importPglite(pgliteDir, lossyDir, target.db)).rejects.toThrow(lossy);
      expect(fs.existsSync(path.join(lossyDir, IMPORT_MARKER))).toBe(false);
      expect(await target.count()).toBe(0); // the whole transaction rolled back
    } finally {
      await target.stop();
      fs.rmSync(lossyDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start, importing nothing, while the previous release still serves the PGlite directory; imports once it stopped', async () => {
    const pgliteDir = path.join(busyDir, 'pglite');
    fs.mkdirSync(pgliteDir);
    execFileSync('tar', ['-xzf', `${FIXTURE}.tar.gz`, '-C', pgliteDir]);
    // The previous release (9615b24's server/db/lock.ts) holds this same kernel lock on the PGlite directory while it runs.
    const holder = spawn(NODE, [HOLDER, pgliteDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const env = { DATA_DIR: busyDir, DIST_DIR: distDir };
    const refused = await spawnServer(env, 60_000).then(
      (s) => s,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ChildExitError);
    const { exitCode, output } = refused as ChildExitError;
    expect(exitCode).toBe(1);
    expect(output).toContain(`Error: the PGlite database in ${pgliteDir} is still in use by a running server`);
    expect(output).toContain('Nothing was imported');
    expect(output).not.toContain('can be deleted');
    expect(fs.existsSync(path.join(busyDir, 'pglite-imported'))).toBe(false);

    holder.kill('SIGKILL');
    await waitForExit(holder);
    const started = await spawnServer(env, 60_000);
    const imported = /^db: imported from PGlite: .*row counts verified .*can be deleted/;
    expect(logMessages(started.output())).toContainEqual(expect.stringMatching(imported));
    expect(fs.existsSync(path.join(busyDir, 'pglite-imported'))).toBe(true);
    started.proc.kill('SIGTERM');
    expect(await waitForExit(started.proc)).toBe(0);
  }, 120_000);

  it('imports it once on the first start: leads, history, notes, mail state, staff with password and TOTP, signing key', async () => {
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    execFileSync('tar', ['-xzf', `${FIXTURE}.tar.gz`, '-C', path.join(dataDir, 'pglite')]);
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, AUTH_ARGON2_MEMORY_KIB: '256', AUTH_ARGON2_TIME_COST: '1' }, 60_000);
    expect(logMessages(server.output())).toContainEqual(expect.stringMatching(/^db: imported from PGlite: .*"public"\."submissions" 2/));

    for (const t of [
      'public.submissions',
      'public.submission_events',
      'public.lead_notifications',
      'public.staff',
      'auth.users',
      'auth.mfa_factors',
      'auth.signing_keys',
    ]) {
      const [row] = await query<{ n: number }>(`select count(*)::int as n from ${t}`);
      expect(row?.n, t).toBe(meta.counts[t]);
    }
    const [lead] = await query<{ status: string; notes: string; read: boolean }>(
      `select status, notes, read_at is not null as read from public.submissions where email = 'first.lead@example.com'`,
    );
    expect(lead).toEqual({ status: 'contacted', notes: 'Called on Monday', read: true });
    const events = await query<{ kind: string }>(`select kind from public.submission_events order by kind`);
    expect(events.map((e) => e.kind)).toEqual(['notes', 'status']);

    const user = {
      email: meta.staff.email,
      password: meta.staff.password,
      userId: '',
      factorId: meta.staff.factorId,
      secret: meta.staff.totpSecret,
    };
    const client = await signInWithTotp({ url: server.url, anonKey: LOCAL_ANON_KEY } as TestServer, user);
    expect((await accessClaims(client)).aal).toBe('aal2');
    const { data: session } = await client.auth.getSession();
    const header = JSON.parse(Buffer.from(session.session?.access_token.split('.')[0] ?? '', 'base64url').toString()) as { kid?: string };
    expect(header.kid).toBe(meta.signingKey.kid);
    const inbox = await client.from('submissions').select('email, status').order('email');
    expect(inbox.data).toEqual([
      { email: 'first.lead@example.com', status: 'contacted' },
      { email: 'second.lead@example.com', status: 'new' },
    ]);

    // New history after the import continues the imported sequence; a restart does not import again.
    const update = await client.from('submissions').update({ notes: 'After the upgrade' }).eq('email', 'second.lead@example.com');
    expect(update.error).toBeNull();
    expect((await query<{ n: number }>(`select count(*)::int as n from public.submission_events`))[0]?.n).toBe(3);
    server.proc.kill('SIGTERM');
    await waitForExit(server.proc);
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir }, 60_000);
    expect(server.output()).not.toContain('importing the PGlite database');
    const [users] = await query<{ n: number }>(`select count(*)::int as n from auth.users`);
    expect(users?.n).toBe(1);
  }, 120_000);
});
