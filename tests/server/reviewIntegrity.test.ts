/**
 * Client-review integrity in the database (issue 42; supabase/migrations/20261202000000_review_integrity.sql),
 * on a server with the production default limits:
 * - create_review() makes a review, its sections (at most 50) and its first link whole or not at all;
 * - staff delete a review only while it was never sent (no answer, no invitation e-mail sent);
 * - only the client answers (the anon role, through the link), and every answer row says so;
 * - 60 answers per link in 10 minutes hold under 200 parallel calls (the link row is locked);
 * - comments lose control, bidi and zero-width characters, and one of only white space and
 *   invisible characters is no comment;
 * - EXECUTE on every function in `public` is exactly the table below, on the embedded cluster and
 *   on the machine's stock PostgreSQL (DEPLOY_PG_ADMIN_URL) with hosted Supabase's default privileges.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../server/config/options.ts';
import type { Queryable } from '../../server/db/adapter.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { ANON, SET_CONTEXT_SQL } from '../../server/data/asRole.ts';
import { reviewCalls } from '../../server/review/calls.ts';
import { aal2Client, createUser, signedInClient } from './helpers/auth.ts';
import { PG_ADMIN_URL, queryOnce } from './helpers/backends.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let s: TestServer;
let staff: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  // The production defaults of every limit (startTestServer lifts the insert and read budgets).
  s = await startTestServer({ rateLimit: DEFAULTS.rateLimit, readRateLimit: DEFAULTS.readRateLimit });
  staff = (await aal2Client(s)).client;
  anon = client(s.url, s.anonKey);
});
afterAll(() => s.stop());

const sections = (n: number) => Array.from({ length: n }, (_, i) => ({ story_id: `sections-part${i}--default`, title: `Part ${i + 1}` }));

const REVIEW = {
  client_name: 'Maria-Fernanda Castellanos-Whitfield',
  client_email: 'maria@castellanos-landscaping.example',
  brand: 'landscaping',
  note: 'Hi Maria!',
  expires_at: null,
};

/** create_review as staff: the new review's id, its sections' ids (by position) and the token. */
async function newReview(n = 2, extra: Record<string, unknown> = {}) {
  const res = await staff.rpc('create_review', { ...REVIEW, sections: sections(n), ...extra });
  expect(res.error).toBeNull();
  const { id, token } = res.data as { id: string; token: string };
  const rows = await s.sql<{ id: string }>('select id from public.review_sections where review_id = $1 order by position', [id]);
  return { id, token, sections: rows.map((r) => r.id) };
}

/** Rows in the review tables: any change is seen. */
const counts = async () =>
  (
    await s.sql<{
      n: string;
    }>(`select (select count(*) from public.reviews) || '/' || (select count(*) from public.review_sections) || '/' ||
      (select count(*) from public.review_links) || '/' || (select count(*) from public.review_invitations) || '/' ||
      (select count(*) from public.review_answers) as n`)
  )[0]?.n;

describe('create_review: a review is made whole or not at all', () => {
  it('makes a review of 50 sections, its first link and the invitation in one call', async () => {
    const res = await staff.rpc('create_review', { ...REVIEW, sections: sections(50), send_email: true });
    expect(res.error).toBeNull();
    const { id, token } = res.data as { id: string; token: string };
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const made = await s.sql<{ positions: number[]; titles: string[]; links: number; invited: number }>(
      `select array(select position from public.review_sections where review_id = $1 order by position) as positions,
              array(select title from public.review_sections where review_id = $1 order by position) as titles,
              (select count(*)::int from public.review_links where review_id = $1 and revoked_at is null) as links,
              (select count(*)::int from public.review_invitations i join public.review_links l on l.id = i.link_id
                where l.review_id = $1 and i.state = 'pending') as invited`,
      [id],
    );
    expect(made[0]).toEqual({
      positions: Array.from({ length: 50 }, (_, i) => i),
      titles: sections(50).map((x) => x.title),
      links: 1,
      invited: 1,
    });
    const seen = await anon.rpc('review_by_token', { token });
    expect((seen.data as { sections: unknown[] }).sections).toHaveLength(50);
  });

  it.each([
    ['51 sections', { sections: sections(51) }, 'review_too_many_sections', 'A review can have at most 50 sections.'],
    ['no section', { sections: [] }, 'review_sections_required', 'A review needs at least one section.'],
    ['sections that are not a list', { sections: { story_id: 'sections-hero--default' } }, 'review_sections_required', undefined],
    [
      'one section with a bad story id (the 3rd of 10)',
      { sections: sections(10).map((x, i) => (i === 2 ? { ...x, story_id: 'Hero; drop table reviews' } : x)) },
      'review_bad_section',
      'Section 3 needs a Storybook story id, such as sections-hero--default.',
    ],
    [
      'one section without a title (the 50th)',
      { sections: sections(50).map((x, i) => (i === 49 ? { ...x, title: '   ' } : x)) },
      'review_bad_section',
      'Section 50 needs a title of 1 to 120 characters.',
    ],
    ['a section that is not an object', { sections: [...sections(2), 'sections-hero--default'] }, 'review_bad_section', undefined],
    ['a bad client e-mail', { client_email: 'not an address' }, 'review_bad_client_email', undefined],
  ])('%s: refused with a clear error, nothing stored', async (_name, args, hint, message) => {
    const before = await counts();
    const res = await staff.rpc('create_review', { ...REVIEW, sections: sections(2), send_email: true, ...args });
    expect([res.status, res.error?.hint]).toEqual([400, hint]);
    if (message) expect(res.error?.message).toBe(message);
    expect(await counts()).toBe(before);
  });

  it('only staff at aal2 create a review', async () => {
    const before = await counts();
    expect((await anon.rpc('create_review', { ...REVIEW, sections: sections(2) })).status).toBe(401);
    const user = await signedInClient(s, await createUser(s, { staff: false }));
    expect((await user.rpc('create_review', { ...REVIEW, sections: sections(2) })).status).toBe(403);
    const aal1 = await signedInClient(s, await createUser(s));
    expect((await aal1.rpc('create_review', { ...REVIEW, sections: sections(2) })).status).toBe(403);
    expect(await counts()).toBe(before);
  });
});

describe('deleting a review that was never sent', () => {
  const remove = (id: string) => staff.from('reviews').delete().eq('id', id).select('id');
  const left = async (id: string) =>
    (
      await s.sql<{ n: string }>(
        `select (select count(*) from public.reviews where id = $1) || '/' || (select count(*) from public.review_sections where review_id = $1)
          || '/' || (select count(*) from public.review_links where review_id = $1) as n`,
        [id],
      )
    )[0]?.n;

  it('staff delete an unanswered review, with its sections, links and unsent invitation', async () => {
    const r = await newReview(3, { send_email: true });
    const res = await remove(r.id);
    expect([res.error, res.data]).toEqual([null, [{ id: r.id }]]);
    expect(await left(r.id)).toBe('0/0/0');
    expect((await anon.rpc('review_by_token', { token: r.token })).data).toBeNull();
  });

  it('a review with an answer, or whose link was e-mailed, stays', async () => {
    const answered = await newReview();
    expect(
      (await anon.rpc('answer_review', { token: answered.token, section: answered.sections[1], verdict: 'approved' })).error,
    ).toBeNull();
    expect((await remove(answered.id)).data).toEqual([]);
    expect(await left(answered.id)).toBe('1/2/1');
    // Reopening the section keeps the answer on record: still not deletable.
    await staff.from('review_sections').update({ status: 'pending' }).eq('id', answered.sections[1]);
    expect((await remove(answered.id)).data).toEqual([]);

    const mailed = await newReview(2, { send_email: true });
    // What the outbox does once the mail went out (server/outbox): the token erased, the state sent.
    await s.sql(
      `update public.review_invitations i set state = 'sent', token = null, sent_at = now()
         from public.review_links l where l.id = i.link_id and l.review_id = $1`,
      [mailed.id],
    );
    expect((await remove(mailed.id)).data).toEqual([]);
    expect(await left(mailed.id)).toBe('1/2/1');
  });

  it('nobody but staff at aal2 deletes a review', async () => {
    const r = await newReview();
    expect((await anon.from('reviews').delete().eq('id', r.id)).status).toBe(401);
    const user = await signedInClient(s, await createUser(s, { staff: false }));
    expect((await user.from('reviews').delete().eq('id', r.id).select('id')).data).toEqual([]);
    expect(await left(r.id)).toBe('1/2/1');
  });
});

describe('only the client answers', () => {
  it('a staff session at aal2 with a valid token is refused and stores nothing', async () => {
    const r = await newReview();
    const before = await counts();
    const res = await staff.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'approved' });
    expect([res.status, res.error?.code, res.error?.hint, res.error?.message]).toEqual([
      403,
      '42501',
      'review_client_only',
      'Only the client answers a review, through their link.',
    ]);
    // The service key holds no EXECUTE on it at all.
    const service = client(s.url, s.serviceKey);
    expect((await service.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'approved' })).error?.code).toBe('42501');
    expect(await counts()).toBe(before);
    const section = await s.sql('select status, answered_at from public.review_sections where id = $1', [r.sections[0]]);
    expect(section).toEqual([{ status: 'pending', answered_at: null }]);
  });

  it("the client's answers, through the API and the no-JavaScript page's call, say 'client'", async () => {
    const r = await newReview();
    expect((await anon.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'approved' })).error).toBeNull();
    const calls = reviewCalls(s.db, () => Promise.resolve(ANON), DEFAULT_STATEMENT_TIMEOUT_MS);
    await calls.answer({ token: r.token, section: r.sections[1] ?? '', verdict: 'changes_requested', comment: 'Darker green' });
    const rows = await s.sql('select verdict, answered_by from public.review_answers where section_id = any($1::uuid[]) order by id', [
      r.sections,
    ]);
    expect(rows).toEqual([
      { verdict: 'approved', answered_by: 'client' },
      { verdict: 'changes_requested', answered_by: 'client' },
    ]);
    await expect(s.sql(`update public.review_answers set answered_by = 'staff' where section_id = $1`, [r.sections[0]])).rejects.toThrow(
      /review_answers_answered_by_check/,
    );
  });
});

/**
 * answer_review() as the anon role with an anon key's claims, as the API runs a call
 * (server/data/asRole.ts), in a transaction on a connection of `pool`.
 */
async function answerAsAnon(pool: pg.Pool, token: string, section: string): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query(SET_CONTEXT_SQL, ['anon', JSON.stringify(ANON.claims), 'POST', '/rest/v1/rpc/answer_review', '0']);
    await c.query(`select public.answer_review($1, $2, 'approved')`, [token, section]);
    await c.query('commit');
  } catch (err) {
    await c.query('rollback');
    throw err;
  } finally {
    c.release();
  }
}

it('200 parallel answers on one link store exactly 60 (the limit per link in 10 minutes)', async () => {
  const r = await newReview();
  // Straight to the database, so the rpc budget of 120 calls per address does not stop the flood
  // first; 60 connections, so that many calls race, and no wait limit for a connection (on a busy
  // machine the last of 200 calls can wait longer than the server's 3 s for one).
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${(await s.sql<{ db: string }>('select current_database() as db'))[0]?.db ?? ''}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 60 });
  const results = await Promise.allSettled(
    Array.from({ length: 200 }, (_, i) => answerAsAnon(pool, r.token, r.sections[i % 2] ?? '')),
  ).finally(() => pool.end());
  const stored = await s.sql<{ answers: number; mails: number }>(
    `select count(*)::int as answers, count(n.answer_id)::int as mails
       from public.review_answers a left join public.review_notifications n on n.answer_id = a.id
      where a.section_id = any($1::uuid[])`,
    [r.sections],
  );
  expect(stored[0]).toEqual({ answers: 60, mails: 60 });
  const refused = results.filter((x) => x.status === 'rejected').map((x) => (x.reason as { hint?: string }).hint);
  expect(refused).toEqual(Array.from({ length: 140 }, () => 'review_rate_limited'));
});

describe('comments', () => {
  it.each([
    ['a line break', '\n'],
    ['a tab', '\t'],
    ['CR LF', '\r\n'],
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['an em space and a hair space', '\u2003\u200a'],
    ['a zero-width space', '\u200b'],
    ['a byte-order mark', '\ufeff'],
    ['a control character', '\u0001'],
    ['a zero-width joiner', '\u200d'],
    ['a right-to-left override among spaces', ' \u202e \n\t\u00a0'],
  ])('%s alone is no comment: changes need one', async (_name, comment) => {
    const r = await newReview();
    const before = await counts();
    const res = await anon.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'changes_requested', comment });
    expect([res.status, res.error?.hint, res.error?.message]).toEqual([400, 'review_comment_required', 'Say what should change.']);
    expect(await counts()).toBe(before);
    const approved = await anon.rpc('answer_review', { token: r.token, section: r.sections[1], verdict: 'approved', comment });
    expect(approved.data).toMatchObject({ status: 'approved', comment: null });
  });

  it('control, bidi and zero-width characters are removed before the comment is stored; lines and tabs stay', async () => {
    const r = await newReview();
    const comment = ' \u200bMake the \u001b[31mheading\u001b[0m red \u202egnp.exe\u202c,\r\nplease:\tthe \u0085green\u00ad one.\u00a0 ';
    const res = await anon.rpc('answer_review', { token: r.token, section: r.sections[0], verdict: 'changes_requested', comment });
    const clean = 'Make the [31mheading[0m red gnp.exe,\nplease:\tthe green one.';
    expect(res.data).toMatchObject({ comment: clean });
    const stored = await s.sql(
      'select s.comment as section, a.comment as answer from public.review_sections s join public.review_answers a on a.section_id = s.id where s.id = $1',
      [r.sections[0]],
    );
    expect(stored).toEqual([{ section: clean, answer: clean }]);
    // Zero-width joiners inside words and emoji stay (scripts and emoji sequences need them).
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467} Warmer, please';
    const kept = await anon.rpc('answer_review', { token: r.token, section: r.sections[1], verdict: 'changes_requested', comment: family });
    expect(kept.data).toMatchObject({ comment: family });
  });
});

// ---- EXECUTE on every function in public ----

/**
 * Who may call each function in `public` (extensions' functions aside): PUBLIC when any role may,
 * then each API role that may. Trigger functions are called by their triggers, never by a role.
 */
const EXPECTED_GRANTS: Record<string, string> = {
  'answer_review(text, uuid, text, text)': 'anon authenticated', // refuses every role but anon itself
  'create_review(text, text, text, text, timestamp with time zone, jsonb, boolean)': 'authenticated',
  'is_studio_staff()': 'anon authenticated service_role', // the policy helper, as 20261123100000_staff.sql grants it
  'issue_review_link(uuid, boolean)': 'authenticated',
  'review_by_token(text)': 'anon authenticated',
  'review_link_for(text)': '',
  'review_links_before_update()': '',
  'review_links_drop_invitation()': '',
  'review_sections_before_update()': '',
  'submission_events_append_only()': '',
  'submission_status_allowed(text, text)': 'authenticated service_role', // submissions_before_update() calls it as the updating role
  'submissions_before_update()': '',
  'submissions_enqueue_notification()': '',
  'submissions_record_history()': '',
  'submissions_strip_invisible()': '',
};

const GRANTS_SQL = `
  select format('%s(%s)', p.proname, oidvectortypes(p.proargtypes)) as fn,
         concat_ws(' ',
           case when p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')
                then 'PUBLIC' end,
           case when has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
           case when has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end,
           case when has_function_privilege('service_role', p.oid, 'EXECUTE') then 'service_role' end) as roles
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public'
     and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
   order by 1`;

async function functionGrants(db: Queryable): Promise<Record<string, string>> {
  const { rows } = await db.query<{ fn: string; roles: string }>(GRANTS_SQL);
  return Object.fromEntries(rows.map((r) => [r.fn, r.roles]));
}

/**
 * Proof that the database grants new functions to the API roles by default, as hosted Supabase
 * does: a function made now is executable by anon and service_role (then dropped).
 */
async function defaultsGrantExecute(db: Queryable): Promise<string> {
  await db.exec('create function public.grants_probe() returns int language sql as $$ select 1 $$');
  const { rows } = await db.query<{ fn: string; roles: string }>(GRANTS_SQL);
  await db.exec('drop function public.grants_probe()');
  return rows.find((r) => r.fn === 'grants_probe()')?.roles ?? 'missing';
}

const DEPLOY_ADMIN = process.env.DEPLOY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stockAnswers = await queryOnce(DEPLOY_ADMIN, 'select 1').then(
  () => true,
  () => false,
);

describe('EXECUTE on every function in public is exactly what the migrations grant', () => {
  it('on the embedded cluster (the migrations run by its superuser)', async () => {
    expect(await functionGrants(s.db)).toEqual(EXPECTED_GRANTS);
    expect(await s.db.transaction((tx) => defaultsGrantExecute(tx))).toBe('PUBLIC anon authenticated service_role');
  });

  it.skipIf(!stockAnswers)(
    "on the machine's stock PostgreSQL, migrated by an owner role that is no superuser, with hosted Supabase's default privileges",
    async () => {
      const owner = `studio_grants_${process.pid}`;
      const admin = <T extends pg.QueryResultRow>(sql: string, url = DEPLOY_ADMIN) => queryOnce<T>(url, sql);
      const url = (user?: string) => {
        const u = new URL(DEPLOY_ADMIN);
        if (user) [u.username, u.password] = [user, ''];
        u.pathname = `/${owner}`;
        return u.toString();
      };
      // docs/deployment.md's DBA step: the API roles (cluster-wide; kept when they exist), an owner role, its database.
      for (const role of ['anon', 'authenticated', 'service_role']) {
        await admin(`do $$ begin create role ${role} nologin noinherit${role === 'service_role' ? ' bypassrls' : ''};
          exception when duplicate_object or unique_violation then null; end $$`);
      }
      await admin(`create role ${owner} login`);
      try {
        await admin(`grant anon, authenticated, service_role to ${owner}`);
        await admin(`create database ${owner} owner ${owner}`);
        // Hosted Supabase: whatever the migrating role creates in public is granted to the API roles.
        await admin(
          `alter default privileges for role ${owner} in schema public grant all on functions to anon, authenticated, service_role;
           alter default privileges for role ${owner} in schema public grant all on tables to anon, authenticated, service_role;
           alter default privileges for role ${owner} in schema public grant all on sequences to anon, authenticated, service_role`,
          url(),
        );
        const db = await openPostgres({ connectionString: url(owner), max: 2 });
        try {
          await migrate(db);
          expect(await functionGrants(db)).toEqual(EXPECTED_GRANTS);
          expect(await db.transaction((tx) => defaultsGrantExecute(tx))).toBe('PUBLIC anon authenticated service_role');
        } finally {
          await db.close();
        }
      } finally {
        await admin(`drop database if exists ${owner} with (force)`);
        await admin(`drop role if exists ${owner}`);
      }
    },
  );
});
