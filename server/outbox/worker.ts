/**
 * The outbox worker: sends one e-mail per row of public.lead_notifications (written by a trigger
 * in the same transaction as the lead) and marks it sent.
 *
 * Claim → send → mark. A claim is a lease (locked_until) taken with FOR UPDATE SKIP LOCKED, so
 * several server instances on one PostgreSQL never take the same row. If the process dies after
 * the SMTP server accepted the mail but before "sent" is stored, the lease runs out and the mail
 * is sent once more, with the same Message-ID: at-least-once delivery, and the only duplicate
 * possible is that one. Failures are retried with exponential backoff; after `failingAfter`
 * attempts the row's state is 'failing', which staff see in the inbox, and retries go on.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/adapter.ts';
import type { OutboxOptions } from './config.ts';
import { buildLeadMail } from './message.ts';
import type { LeadForMail } from './message.ts';

const CLAIM_SQL = `
  update public.lead_notifications as n
     set locked_until = now() + make_interval(secs => $1::float8 / 1000),
         attempts = n.attempts + 1,
         last_attempt_at = now()
    from public.submissions as s
   where n.submission_id = (
           select submission_id from public.lead_notifications
            where state <> 'sent' and next_attempt_at <= now()
              and (locked_until is null or locked_until <= now())
            order by next_attempt_at, created_at
            limit 1
            for update skip locked)
     and s.id = n.submission_id
  returning n.attempts, s.id, to_json(s.created_at) #>> '{}' as created_at, s.name, s.email, s.phone, s.business_name,
            s.service, s.store_integration, s.message`;

const SENT_SQL = `
  update public.lead_notifications
     set state = 'sent', sent_at = now(), locked_until = null, last_error = null
   where submission_id = $1`;

const FAILED_SQL = `
  update public.lead_notifications
     set locked_until = null,
         last_error = $2,
         next_attempt_at = now() + make_interval(secs => $3::float8 / 1000),
         state = case when attempts >= $4 then 'failing' else state end
   where submission_id = $1`;

type Claimed = LeadForMail & { attempts: number };

export interface OutboxWorkerDeps {
  db: Database;
  options: OutboxOptions;
  /** For tests; defaults to an SMTP transport for options.smtpUrl. */
  transport?: Transporter;
  log?: Pick<Console, 'log' | 'error'>;
}

export class OutboxWorker {
  readonly #db: Database;
  readonly #options: OutboxOptions;
  readonly #transport: Transporter;
  readonly #log: Pick<Console, 'log' | 'error'>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #dbDown = false;

  constructor({ db, options, transport, log = console }: OutboxWorkerDeps) {
    if (!transport && !options.smtpUrl) throw new Error('OutboxWorker needs SMTP_URL or a transport');
    this.#db = db;
    this.#options = options;
    this.#log = log;
    const timeout = options.smtpTimeoutMs;
    this.#transport =
      transport ??
      nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  }

  /** Polls until stop(). */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Sends everything due now; resolves with the number sent. Errors from the database propagate. */
  async drain(): Promise<number> {
    let sent = 0;
    while (!this.#stopped) {
      const { rows } = await this.#db.query<Claimed>(CLAIM_SQL, [this.#options.leaseMs]);
      const lead = rows[0];
      if (!lead) break;
      if (await this.#send(lead)) sent++;
    }
    return sent;
  }

  /** Stops polling and waits for a mail in flight to be sent and marked. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    this.#transport.close();
  }

  #schedule(ms: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.#tick().finally(() => {
        this.#running = undefined;
        this.#schedule(this.#options.pollMs);
      });
    }, ms);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      await this.drain();
      if (this.#dbDown) this.#log.log('[outbox] database reachable again');
      this.#dbDown = false;
    } catch (err) {
      // One line per incident; the next poll tries again. Never fatal.
      if (!this.#dbDown) this.#log.error(`[outbox] database error, will retry: ${(err as Error).message}`);
      this.#dbDown = true;
    }
  }

  /** Sends one claimed mail; true when it went out. */
  async #send(lead: Claimed): Promise<boolean> {
    const mail = buildLeadMail(lead, this.#options.mail);
    try {
      await this.#transport.sendMail(mail);
    } catch (err) {
      const delay = Math.min(this.#options.retryBaseMs * 2 ** (lead.attempts - 1), this.#options.retryMaxMs);
      const reason = describe(err);
      await this.#db.query(FAILED_SQL, [lead.id, reason, delay, this.#options.failingAfter]);
      // The lead's id only: no personal data in logs.
      this.#log.error(`[outbox] mail for lead ${lead.id} failed (attempt ${lead.attempts}, retry in ${Math.round(delay / 1000)} s): ${reason}`);
      return false;
    }
    await this.#db.query(SENT_SQL, [lead.id]);
    return true;
  }
}

/** A short, personal-data-free reason: the SMTP reply code or the network error code. */
function describe(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };
  const parts = [
    typeof e.code === 'string' ? e.code : undefined,
    typeof e.responseCode === 'number' ? `SMTP ${e.responseCode}` : undefined,
    typeof e.command === 'string' ? `during ${e.command}` : undefined,
  ].filter(Boolean);
  return (parts.length ? parts.join(' ') : String(e.message ?? 'unknown error')).slice(0, 200);
}

/** Leads whose mail has not gone out yet (for the start log). */
export async function countUnsent(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.lead_notifications where state <> 'sent'`);
  return rows[0]?.n ?? 0;
}

/**
 * Starts the worker when SMTP_URL is set. Without it, says once that mail waits in the outbox
 * (it goes out after a restart with SMTP_URL). Returns the function that stops it.
 */
export async function startOutbox(db: Database, options: OutboxOptions, log: Pick<Console, 'log' | 'error'> = console): Promise<() => Promise<void>> {
  if (!options.smtpUrl) {
    const waiting = await countUnsent(db);
    log.log(`New-lead e-mail: SMTP_URL is not set, so new-lead e-mails wait in the outbox (${waiting} waiting). Set SMTP_URL and NOTIFY_TO to send them.`);
    return async () => {};
  }
  const worker = new OutboxWorker({ db, options, log });
  worker.start();
  log.log('New-lead e-mail: sending through SMTP_URL to NOTIFY_TO.');
  return () => worker.stop();
}
