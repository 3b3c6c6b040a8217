/**
 * Starting the outbox at server start (main.ts). Without SMTP_URL it only says how much mail waits;
 * with it, it loads the worker (worker.ts, and with it nodemailer) and starts it. A server that sends
 * no mail never loads nodemailer.
 */
import type { Database } from '../db/adapter.ts';
import type { OutboxOptions } from '../config/outbox.ts';
import { QUEUES } from './queues.ts';

/** Leads whose mail has not gone out yet (for the start log). */
export async function countUnsent(db: Database): Promise<number> {
  const counts = QUEUES.map((q) => `(select count(*) from public.${q.table} where state <> 'sent')`).join(' + ');
  const { rows } = await db.query<{ n: number }>(`select (${counts})::int as n`);
  return rows[0]?.n ?? 0;
}

/**
 * Starts the worker when SMTP_URL is set. Without it, says once that mail waits in the outbox
 * (it goes out after a restart with SMTP_URL). Returns the function that stops it.
 */
export async function startOutbox(
  db: Database,
  options: OutboxOptions,
  log: Pick<Console, 'log' | 'error'> = console,
): Promise<() => Promise<void>> {
  if (!options.smtpUrl) {
    const waiting = await countUnsent(db);
    log.log(
      `New-lead e-mail: SMTP_URL is not set, so new-lead e-mails wait in the outbox (${waiting} waiting). ` +
        'Set SMTP_URL and NOTIFY_TO to send them.',
    );
    return async () => {};
  }
  const { OutboxWorker } = await import('./worker.ts');
  const worker = new OutboxWorker({ db, options, log });
  worker.start();
  log.log('New-lead e-mail: sending through SMTP_URL to NOTIFY_TO.');
  return () => worker.stop();
}
