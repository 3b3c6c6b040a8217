/**
 * The outbox worker: sends one e-mail per row of each queue (queues.ts: new leads, client-review
 * answers and review links; each row written in the same transaction as what it tells of) and marks it sent.
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
import type { OutboxOptions } from '../config/outbox.ts';
import { QUEUES, failedSql } from './queues.ts';
import type { Claimed, MailQueue } from './queues.ts';

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
    for (const queue of QUEUES) {
      while (!this.#stopped) {
        const { rows } = await this.#db.query<Claimed>(queue.claimSql, [this.#options.leaseMs]);
        const row = rows[0];
        if (!row) break;
        if (await this.#send(queue, row)) sent++;
      }
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
  async #send(queue: MailQueue, row: Claimed): Promise<boolean> {
    const mail = queue.build(row, this.#options.mail);
    try {
      await this.#transport.sendMail(mail);
    } catch (err) {
      const delay = Math.min(this.#options.retryBaseMs * 2 ** (row.attempts - 1), this.#options.retryMaxMs);
      const reason = describe(err);
      await this.#db.query(failedSql(queue), [row.key, reason, delay, this.#options.failingAfter]);
      // The row's key only: no personal data in logs.
      this.#log.error(
        `[outbox] ${queue.table} ${row.key} failed (attempt ${row.attempts}, retry in ${Math.round(delay / 1000)} s): ${reason}`,
      );
      return false;
    }
    await this.#db.query(queue.sentSql, [row.key]);
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
