/**
 * Client-review e-mail through the outbox, against a local SMTP sink: the link mailed to the
 * client once (its token erased from the database once sent, never sent for a revoked link), and
 * one mail to the studio per answer.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_DEFAULTS } from '../../server/config/outbox.ts';
import { OutboxWorker } from '../../server/outbox/worker.ts';
import { aal2Client } from './helpers/auth.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';
import { startSink, type SmtpSink } from './helpers/smtpSink.ts';

const MAIL = { to: 'Studio Inbox <inbox@studio.test>', from: 'Lumen Reviews <reviews@studio.test>', siteUrl: 'https://studio.test' };
let s: TestServer;
let sink: SmtpSink;
let staff: SupabaseClient;
let worker: OutboxWorker;

beforeAll(async () => {
  s = await startTestServer();
  sink = await startSink();
  staff = (await aal2Client(s)).client;
  const options = { ...OUTBOX_DEFAULTS, smtpUrl: sink.url, mail: MAIL, pollMs: 25, retryBaseMs: 50, retryMaxMs: 200, smtpTimeoutMs: 1000 };
  worker = new OutboxWorker({ db: s.db, options, log: { log: () => {}, error: () => {} } });
});
afterEach(() => {
  sink.mails.length = 0;
});
afterAll(async () => {
  await worker.stop();
  await sink.close();
  await s.stop();
});

async function review(): Promise<{ id: string; section: string }> {
  const r = await staff
    .from('reviews')
    .insert({ client_name: 'Bartholomew <Ng>', client_email: 'bart@ng-bakery.example', brand: 'coffee', note: 'Two sections today.' })
    .select('id')
    .single();
  const id = (r.data as { id: string }).id;
  const sec = await staff
    .from('review_sections')
    .insert({ review_id: id, position: 0, story_id: 'sections-hero--default', title: 'Hero' })
    .select('id')
    .single();
  return { id, section: (sec.data as { id: string }).id };
}

describe('client-review mail', () => {
  it('the link goes to the client once, and its token is erased once sent', async () => {
    const r = await review();
    const token = (await staff.rpc('issue_review_link', { review: r.id, send_email: true })).data as string;
    await worker.drain();
    await worker.drain(); // nothing more goes out
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0];
    expect(mail?.envelope.to).toEqual(['bart@ng-bakery.example']);
    expect(mail?.email.text).toContain(`https://studio.test/review/${token}`);
    expect(mail?.email.html).toContain('Bartholomew &#60;Ng&#62;');
    const left = await s.sql<{ token: string | null; state: string }>(
      'select i.token, i.state from public.review_invitations i join public.review_links l on l.id = i.link_id where l.review_id = $1',
      [r.id],
    );
    expect(left).toEqual([{ token: null, state: 'sent' }]);
  });

  it('a link revoked before its mail went out is never mailed', async () => {
    const r = await review();
    await staff.rpc('issue_review_link', { review: r.id, send_email: true });
    await staff.rpc('issue_review_link', { review: r.id }); // a new link revokes the first
    await worker.drain();
    expect(sink.mails).toHaveLength(0);
    expect(
      await s.sql('select 1 from public.review_invitations i join public.review_links l on l.id = i.link_id where l.review_id = $1', [
        r.id,
      ]),
    ).toEqual([]);
  });

  it('each answer e-mails the studio once, with the comment and a link to the review', async () => {
    const r = await review();
    const token = (await staff.rpc('issue_review_link', { review: r.id })).data as string;
    const anon = client(s.url, s.anonKey);
    await anon.rpc('answer_review', { token, section: r.section, verdict: 'changes_requested', comment: 'Warmer photo, please' });
    await anon.rpc('answer_review', { token, section: r.section, verdict: 'approved' });
    await worker.drain();
    await worker.drain();
    expect(sink.mails.map((m) => m.envelope.to)).toEqual([['inbox@studio.test'], ['inbox@studio.test']]);
    expect(sink.mails[0]?.email.subject).toBe('Review: Bartholomew <Ng> asked for changes to Hero');
    expect(sink.mails[0]?.email.text).toContain('Warmer photo, please');
    expect(sink.mails[1]?.email.text).toContain(`https://studio.test/studio?review=${r.id}`);
  });
});
