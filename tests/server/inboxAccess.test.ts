/**
 * The inbox access matrix, on PGlite and PostgreSQL, through unmodified supabase-js signed in via
 * /auth/v1: anon, a signed-in non-staff user (aal1 and aal2), staff at aal1 and staff at aal2 ×
 * select (leads, history, mail state, the counts view), insert (a lead, a history row), update of
 * every column, and delete. After every cell the database is checked as superuser: changed only where allowed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, createUser, signedInClient } from './helpers/auth.ts';
import { seedLeads } from './helpers/inbox.ts';
import { client, startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';

type Who = 'anon' | 'user aal1' | 'user aal2' | 'staff aal1' | 'staff aal2';
const WHO: Who[] = ['anon', 'user aal1', 'user aal2', 'staff aal1', 'staff aal2'];
const STAFF: Who = 'staff aal2';

/** A new value for each column of submissions, valid for the row (status: an allowed step). */
const UPDATES: Record<string, unknown> = {
  status: 'contacted',
  notes: 'called back',
  read_at: '2026-01-01T00:00:00Z',
  name: 'Changed',
  email: 'changed@example.com',
  phone: '000',
  business_name: 'Changed Co',
  service: 'custom',
  store_integration: true,
  message: 'changed',
  created_at: '2000-01-01T00:00:00Z',
  updated_at: '2000-01-01T00:00:00Z',
  id: '11111111-1111-4111-8111-111111111111',
};
const WORKFLOW = new Set(['status', 'notes', 'read_at']);

describe('inbox access matrix', () => {
  let s: TestServer;
  const clients = {} as Record<Who, SupabaseClient>;
  let cells = 0;

  beforeAll(async () => {
    s = await startTestServer();
    clients.anon = client(s.url, s.anonKey);
    clients['user aal1'] = await signedInClient(s, await createUser(s, { staff: false }));
    clients['user aal2'] = (await aal2Client(s, { staff: false })).client;
    const staff = await aal2Client(s);
    clients[STAFF] = staff.client;
    clients['staff aal1'] = await signedInClient(s, staff); // verified factor, no challenge: aal1
  }, 120_000);
  afterAll(async () => {
    console.log(`[inbox access matrix] ${cells} cells`);
    await s?.stop();
  });

  /** A fresh lead with one history row and its outbox row, so every read has something to find. */
  async function freshLead(): Promise<string> {
    const [id = ''] = await seedLeads(s, [
      { name: 'Matrix', email: 'matrix@example.com', service: 'one-time', message: 'm', ageMinutes: 0 },
    ]);
    await s.sql(`update public.submissions set notes = 'seeded' where id = $1`, [id]);
    await s.sql(`update public.submissions set read_at = null where id = $1`, [id]); // unread again
    return id;
  }
  const snapshot = async (id: string) =>
    JSON.stringify(
      await s.sql(
        'select s.*, (select count(*) from public.submission_events e where e.submission_id = s.id) as events from public.submissions s where s.id = $1',
        [id],
      ),
    );

  describe.each(WHO)('%s', (who) => {
    const c = () => clients[who];
    const allowed = who === STAFF;
    /** Refusals: anon has no grant (401), any other role is 403. */
    const refusal = who === 'anon' ? 401 : 403;

    it.each(['submissions', 'submission_events', 'lead_notifications'])('select %s', async (table) => {
      cells++;
      const id = await freshLead();
      const key = table === 'submissions' ? 'id' : 'submission_id';
      const res = await c().from(table).select('*').eq(key, id);
      if (who === 'anon') {
        expect(res.status).toBe(401);
        expect(res.error?.code).toBe('42501');
      } else {
        expect(res.error).toBeNull();
        expect(res.data).toHaveLength(allowed ? 1 : 0);
      }
    });

    it('count of all leads (HEAD)', async () => {
      cells++;
      const res = await c().from('submissions').select('id', { count: 'exact', head: true });
      if (who === 'anon') expect(res.status).toBe(401);
      else expect(res.count === 0).toBe(!allowed);
    });

    it('counts per status (the lead_counts view): staff count every lead, others none; read-only', async () => {
      cells++;
      await freshLead();
      const res = await c().from('lead_counts').select('status,leads,unread');
      if (who === 'anon') expect([res.status, res.error?.code]).toEqual([401, '42501']);
      else {
        expect(res.error).toBeNull();
        expect((res.data ?? []).length > 0).toBe(allowed);
      }
      // Not updatable: PostgreSQL refuses before it looks at privileges (55000, a 500 in PostgREST too).
      const write = await c().from('lead_counts').update({ leads: 0 }).eq('status', 'new');
      expect([write.status, write.error?.code]).toEqual([500, '55000']);
    });

    it('insert a lead (the public form): allowed for everyone, status new only', async () => {
      cells++;
      const email = `insert-${who.replace(' ', '-')}@example.com`;
      const ok = await c().from('submissions').insert({ name: 'N', email, service: 'custom', message: 'm' });
      expect(ok.error).toBeNull();
      expect(await s.sql('select status from public.submissions where email = $1', [email])).toEqual([{ status: 'new' }]);
      const spam = await c().from('submissions').insert({ name: 'N', email, service: 'custom', message: 'm', status: 'won' });
      expect(spam.status).toBe(refusal);
      expect(spam.error?.code).toBe('42501');
    });

    it('insert into history or the outbox: refused', async () => {
      cells++;
      const id = await freshLead();
      const before = await snapshot(id);
      const h = await c().from('submission_events').insert({ submission_id: id, actor_role: 'x', kind: 'notes' });
      expect([h.status, h.error?.code]).toEqual([refusal, '42501']);
      const o = await c().from('lead_notifications').insert({ submission_id: id });
      expect([o.status, o.error?.code]).toEqual([refusal, '42501']);
      expect(await snapshot(id)).toBe(before);
    });

    it.each(Object.keys(UPDATES))('update %s', async (column) => {
      cells++;
      const id = await freshLead();
      const before = await snapshot(id);
      const res = await c()
        .from('submissions')
        .update({ [column]: UPDATES[column] })
        .eq('id', id);
      const after = await snapshot(id);
      if (who === 'anon') {
        expect([res.status, res.error?.code]).toEqual([401, '42501']); // no UPDATE grant at all
        expect(after).toBe(before);
      } else if (!WORKFLOW.has(column)) {
        expect([res.status, res.error?.code]).toEqual([403, '42501']); // no column grant
        expect(after).toBe(before);
      } else if (!allowed) {
        expect(res.status).toBe(204); // RLS: no row matches, as PostgREST answers
        expect(after).toBe(before);
      } else {
        expect(res.error).toBeNull();
        expect(after).not.toBe(before);
        const row = (await s.sql<Record<string, unknown>>(`select ${column}::text as v from public.submissions where id = $1`, [id]))[0];
        if (column === 'read_at')
          expect(row?.v).not.toContain('2026-01-01'); // the database's clock, not the client's
        else expect(row?.v).toBe(UPDATES[column]);
      }
    });

    it('update history / outbox rows: refused', async () => {
      cells++;
      const id = await freshLead();
      const before = JSON.stringify(await s.sql('select * from public.submission_events where submission_id = $1', [id]));
      const h = await c().from('submission_events').update({ to_value: 'rewritten' }).eq('submission_id', id);
      expect([h.status, h.error?.code]).toEqual([refusal, '42501']);
      const o = await c().from('lead_notifications').update({ state: 'sent' }).eq('submission_id', id);
      expect([o.status, o.error?.code]).toEqual([refusal, '42501']);
      expect(JSON.stringify(await s.sql('select * from public.submission_events where submission_id = $1', [id]))).toBe(before);
    });

    it.each(['submissions', 'submission_events', 'lead_notifications'])('delete from %s: refused', async (table) => {
      cells++;
      const id = await freshLead();
      const before = await snapshot(id);
      const res = await c()
        .from(table)
        .delete()
        .eq(table === 'submissions' ? 'id' : 'submission_id', id);
      expect([res.status, res.error?.code]).toEqual([refusal, '42501']);
      expect(await snapshot(id)).toBe(before);
    });
  });

  it('staff history records who changed what', async () => {
    const id = await freshLead();
    await clients[STAFF].from('submissions').update({ status: 'contacted', notes: 'by staff' }).eq('id', id);
    const rows = await s.sql<{ kind: string; actor_email: string | null; actor_role: string; actor_id: string | null }>(
      `select kind, actor_email, actor_role, actor_id::text from public.submission_events where submission_id = $1 and actor_role = 'authenticated' order by id`,
      [id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['status', 'notes']);
    const { data } = await clients[STAFF].auth.getUser();
    expect(rows[0]).toMatchObject({ actor_email: data.user?.email, actor_id: data.user?.id });
  });
});
