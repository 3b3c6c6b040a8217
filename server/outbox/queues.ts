/**
 * The outbox's queues: each is a table of one row per mail with the same lease and retry columns
 * (state, attempts, next_attempt_at, locked_until, last_error), so one worker (worker.ts) drains
 * them all. A queue says how to claim a due row with what the mail needs, how to mark it sent or
 * failed, and how to build the mail.
 */
import type { SendMailOptions } from 'nodemailer';
import type { MailSettings } from './message.ts';
import { buildLeadMail } from './message.ts';
import type { LeadForMail } from './message.ts';
import { buildReviewAnswerMail, buildReviewInvitationMail } from './reviewMail.ts';
import type { ReviewAnswerForMail, ReviewInvitationForMail } from './reviewMail.ts';

export interface Claimed {
  /** The row's key (not personal data: it goes into the log). */
  key: string;
  attempts: number;
}

export interface MailQueue<T extends Claimed = Claimed> {
  table: string;
  keyColumn: string;
  /** $1 = the lease in ms; returns at most one row. */
  claimSql: string;
  /** $1 = key. */
  sentSql: string;
  build(row: T, settings: MailSettings): SendMailOptions;
}

const lease = (table: string, keyColumn: string, join: string, columns: string) => `
  update public.${table} as n
     set locked_until = now() + make_interval(secs => $1::float8 / 1000), attempts = n.attempts + 1, last_attempt_at = now()
    ${join}
     and n.${keyColumn} = (
           select ${keyColumn} from public.${table}
            where state <> 'sent' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
            order by next_attempt_at, created_at limit 1 for update skip locked)
  returning n.attempts, n.${keyColumn}::text as key, ${columns}`;

const sent = (table: string, keyColumn: string, extra = '') =>
  `update public.${table} set state = 'sent', sent_at = now(), locked_until = null, last_error = null${extra}
    where ${keyColumn}::text = $1`;

/** $1 key, $2 reason, $3 delay ms, $4 attempts after which the row shows as failing. */
export const failedSql = (q: MailQueue) => {
  const key = q.keyColumn;
  return `update public.${q.table} set locked_until = null, last_error = $2,
            next_attempt_at = now() + make_interval(secs => $3::float8 / 1000),
            state = case when attempts >= $4 then 'failing' else state end
          where ${key}::text = $1`;
};

export const leadQueue: MailQueue<Claimed & LeadForMail> = {
  table: 'lead_notifications',
  keyColumn: 'submission_id',
  claimSql: lease(
    'lead_notifications',
    'submission_id',
    'from public.submissions as s where s.id = n.submission_id',
    `s.id, to_json(s.created_at) #>> '{}' as created_at, s.name, s.email, s.phone, s.business_name, s.service,
      s.store_integration, s.message`,
  ),
  sentSql: sent('lead_notifications', 'submission_id'),
  build: buildLeadMail,
};

export const reviewAnswerQueue: MailQueue<Claimed & ReviewAnswerForMail> = {
  table: 'review_notifications',
  keyColumn: 'answer_id',
  claimSql: lease(
    'review_notifications',
    'answer_id',
    `from public.review_answers as a join public.review_sections as s on s.id = a.section_id
       join public.reviews as r on r.id = s.review_id where a.id = n.answer_id`,
    `a.id as answer_id, a.verdict, a.comment, to_json(a.created_at) #>> '{}' as created_at, s.title, r.id as review_id, r.client_name`,
  ),
  sentSql: sent('review_notifications', 'answer_id'),
  build: buildReviewAnswerMail,
};

export const reviewInvitationQueue: MailQueue<Claimed & ReviewInvitationForMail> = {
  table: 'review_invitations',
  keyColumn: 'link_id',
  claimSql: lease(
    'review_invitations',
    'link_id',
    `from public.review_links as l join public.reviews as r on r.id = l.review_id where l.id = n.link_id and l.revoked_at is null`,
    `n.token, r.client_name, r.client_email, r.note, to_json(r.expires_at) #>> '{}' as expires_at`,
  ),
  // The token leaves the database in the mail and is erased with the same statement.
  sentSql: sent('review_invitations', 'link_id', ', token = null'),
  build: buildReviewInvitationMail,
};

export const QUEUES: readonly MailQueue[] = [leadQueue, reviewAnswerQueue, reviewInvitationQueue] as unknown as MailQueue[];
