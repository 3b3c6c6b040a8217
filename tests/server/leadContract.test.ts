/**
 * The lead facts declared in contract/ against the database that enforces them: the statuses and
 * services the check constraints allow, and every status change the update trigger lets through.
 * Changing either side alone (contract/leads.ts, contract/plans.ts or supabase/migrations) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, statusChangeAllowed, type LeadStatus } from '#contract/leads.ts';
import { SERVICE_VALUES } from '#contract/plans.ts';
import type { Database } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { createPgDatabase } from './helpers/backends.ts';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const pg = await createPgDatabase();
  drop = pg.drop;
  db = await openPostgres({ connectionString: pg.url });
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

/** The values a `column in ('a', 'b', …)` check constraint allows, in its order. */
async function allowedValues(constraint: string): Promise<string[]> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.submissions'::regclass and conname = $1`,
    [constraint],
  );
  const def = rows[0]?.def ?? '';
  expect(def, `${constraint} is no longer a list of values: compare it with contract/ another way`).toMatch(/= ANY \(ARRAY\[/);
  return [...def.matchAll(/'([^']*)'::text/g)].map((m) => m[1] ?? '');
}

/** Whether the update trigger lets a lead go from one status to another (the row is put in `from` with triggers off). */
async function triggerAllows(from: string, to: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.submissions (name, email, service, message) values ('Ada', 'ada@example.com', 'custom', 'Hi') returning id`,
    );
    const id = rows[0]?.id;
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(`update public.submissions set status = $2 where id = $1`, [id, from]);
    await tx.query(`set local session_replication_role = origin`);
    await tx.query('savepoint change');
    try {
      await tx.query(`update public.submissions set status = $2 where id = $1`, [id, to]);
      return true;
    } catch (err) {
      await tx.query('rollback to savepoint change');
      expect((err as { code?: string }).code).toBe('23514');
      return false;
    } finally {
      await tx.query(`delete from public.submissions where id = $1`, [id]);
    }
  });
}

describe('lead facts: contract/ and the database agree', () => {
  it('submissions_status_check allows exactly LEAD_STATUSES', async () => {
    expect(await allowedValues('submissions_status_check')).toEqual([...LEAD_STATUSES]);
  });

  it('submissions_service_check allows exactly SERVICE_VALUES', async () => {
    expect(await allowedValues('submissions_service_check')).toEqual([...SERVICE_VALUES]);
  });

  it('submission_status_allowed() answers statusChangeAllowed() for every pair of statuses', async () => {
    const { rows } = await db.query<{ f: LeadStatus; t: LeadStatus; ok: boolean }>(
      `select f, t, public.submission_status_allowed(f, t) as ok from unnest($1::text[]) f, unnest($1::text[]) t`,
      [LEAD_STATUSES],
    );
    expect(rows).toHaveLength(LEAD_STATUSES.length ** 2);
    const expected = rows.map((r) => ({ ...r, ok: statusChangeAllowed(r.f, r.t) }));
    expect(rows).toEqual(expected);
  });

  it('the update trigger lets through exactly the changes NEXT_STATUSES lists', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const from of LEAD_STATUSES) {
      for (const to of LEAD_STATUSES) {
        if (from === to) continue;
        if (await triggerAllows(from, to)) seen.push(`${from} -> ${to}`);
        if (statusChangeAllowed(from, to)) expected.push(`${from} -> ${to}`);
      }
    }
    expect(seen).toEqual(expected);
  });
});
