/**
 * Fail closed (issue 26): on an external PostgreSQL where a DBA made anon/authenticated/service_role
 * and an owner role that is no superuser, the server refuses to start until the owner may act as
 * each API role — the message names the missing privilege and the SQL that grants it —, then
 * starts; /readyz turns 503 with a reason code when a grant or the anonymous insert goes away at
 * run time, and 200 again once it is back. The check stores nothing.
 */
import fs from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOnce } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { spawnRefused, spawnServer, TEST_SECRET, tokens, waitForExit } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';

/**
 * A PostgreSQL that lets a plain role log in: the machine's own (as in tests/server/deployGuide.test.ts,
 * DEPLOY_PG_ADMIN_URL), since the embedded test cluster authenticates only its own OS account (peer).
 */
const PG_ADMIN_URL = process.env.DEPLOY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER = `studio_owner_${process.pid}`;
const DB = `studio_canstore_${process.pid}`;

const admin = <T extends pg.QueryResultRow>(sql: string, url = PG_ADMIN_URL) => queryOnce<T>(url, sql);

/** The owner's connection string: same cluster, the owner role, its database. */
function ownerUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.username = OWNER;
  url.pathname = `/${DB}`;
  return url.toString();
}

/** The admin's connection to the owner's database. */
function adminDbUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB}`;
  return url.toString();
}

const refusal = async (env: Record<string, string>) => (await spawnRefused(env)).output;

const readyz = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  const body = (await res.json()) as { status: string; reason?: string };
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
};

describe('an owner role that is not a superuser (external PostgreSQL)', () => {
  let distDir: string;
  let env: Record<string, string>;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    distDir = makeDist();
    // What a DBA does on a cluster without Supabase's roles (the embedded bootstrap makes the same ones).
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await admin(`do $$ begin create role ${role} nologin noinherit${role === 'service_role' ? ' bypassrls' : ''};
        exception when duplicate_object or unique_violation then null; end $$`);
    }
    await admin(`create role ${OWNER} login`);
    await admin(`create database ${DB} owner ${OWNER}`);
    env = { DATABASE_URL: ownerUrl(), DIST_DIR: distDir, JWT_SECRET: TEST_SECRET };
  });
  afterAll(async () => {
    server?.proc.kill('SIGKILL');
    if (server) await waitForExit(server.proc);
    await admin(`drop database if exists ${DB} with (force)`);
    await admin(`drop role if exists ${OWNER}`);
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('refuses to start, naming each missing role grant and the SQL that grants it, one at a time', async () => {
    const first = await refusal(env);
    expect(first).toContain(`Error: Refusing to start: no lead could be stored. The database role ${OWNER} cannot act as anon`);
    expect(first).toContain(`As a superuser, run: GRANT anon TO ${OWNER};`);
    expect(first).not.toMatch(/Site ready/);
    await admin(`grant anon to ${OWNER}`);
    expect(await refusal(env)).toContain(`GRANT authenticated TO ${OWNER};`);
    await admin(`grant authenticated to ${OWNER}`);
    expect(await refusal(env)).toContain(`GRANT service_role TO ${OWNER};`);
  });

  it('starts once every grant is there; /readyz reports a grant or an insert lost at run time with a reason, and recovers', async () => {
    await admin(`grant service_role to ${OWNER}`);
    server = await spawnServer(env);
    expect(await readyz(server.url)).toMatchObject({ status: 200, body: { status: 'ready' } });
    const post = await fetch(`${server.url}/rest/v1/submissions`, {
      method: 'POST',
      headers: { apikey: await tokens.anon(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Real Lead', email: 'real@example.com', service: 'custom', message: 'hello' }),
    });
    expect(post.status).toBe(201);

    const url = server.url;
    const expectReason = (reason: string | undefined) =>
      expect.poll(async () => (await readyz(url)).body.reason, { timeout: 6000, interval: 250 }).toBe(reason);
    await admin(`revoke anon from ${OWNER}`);
    await expectReason('cannot_set_role_anon');
    const down = await readyz(url);
    expect(down).toMatchObject({ status: 503, body: { status: 'unavailable' }, retryAfter: '1' });
    await admin(`grant anon to ${OWNER}`);
    await expectReason(undefined);

    await admin('revoke insert on public.submissions from anon', adminDbUrl());
    await expectReason('anon_insert_denied');
    const columns = 'name, email, phone, business_name, service, store_integration, message, status';
    await admin(`grant insert (${columns}) on public.submissions to anon`, adminDbUrl());
    await admin('alter policy "public can submit new" on public.submissions with check (false)', adminDbUrl());
    await expectReason('anon_insert_refused_by_rls');
    await admin(`alter policy "public can submit new" on public.submissions with check (status = 'new')`, adminDbUrl());
    await expectReason(undefined);

    // Dozens of checks ran; none of them left a row or a queued e-mail behind.
    const counts = await admin<{ leads: number; mails: number }>(
      'select (select count(*)::int from public.submissions) as leads, (select count(*)::int from public.lead_notifications) as mails',
      adminDbUrl(),
    );
    expect(counts).toEqual([{ leads: 1, mails: 1 }]);
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
