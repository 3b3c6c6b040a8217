/** Outbox settings: their types and defaults; ../env.ts reads them (server/README.md, "New-lead e-mail"). */
import { ENV_DEFAULTS } from './env.ts';
import type { MailSettings } from '../outbox/message.ts';

export interface OutboxOptions {
  /** smtp:// or smtps:// URL (credentials may be in it); unset = mails wait in the outbox. */
  smtpUrl: string | undefined;
  mail: MailSettings;
  /** How often the worker looks for due mail. */
  pollMs: number;
  /** How long a worker owns a claimed mail; after a crash another attempt starts this much later. */
  leaseMs: number;
  /** Retry after a failure: base * 2^(attempt-1), at most max. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts after which the mail shows as failing in the inbox (it is still retried). */
  failingAfter: number;
  /** SMTP connection, greeting and socket timeouts (must stay well below the lease). */
  smtpTimeoutMs: number;
}

const { smtpUrl: _smtpUrl, mail: _mail, ...timing } = ENV_DEFAULTS.outbox;

/** The defaults of the worker's timing (the addresses have none). */
export const OUTBOX_DEFAULTS: Omit<OutboxOptions, 'smtpUrl' | 'mail'> = timing;
