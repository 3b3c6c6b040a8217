/** Outbox settings from the environment (server/README.md, "New-lead e-mail"). */
import { ConfigError } from '../config.ts';
import type { MailSettings } from './message.ts';

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

export const OUTBOX_DEFAULTS: Omit<OutboxOptions, 'smtpUrl' | 'mail'> = {
  pollMs: 2000,
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  failingAfter: 3,
  smtpTimeoutMs: 30_000,
};

type Env = Record<string, string | undefined>;

const DEFAULT_SITE_URL = 'https://www.lumenwebstudio.com';

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

export function loadOutboxConfig(env: Env = process.env): OutboxOptions {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below without echoing the URL (it may hold a password)
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const to = env.NOTIFY_TO?.trim() ?? '';
  if (smtpUrl !== undefined && !to) throw new ConfigError('NOTIFY_TO must name the address that receives new-lead e-mails when SMTP_URL is set');
  const siteUrl = (env.INBOX_SITE_URL?.trim() || env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(siteUrl)) throw new ConfigError(`INBOX_SITE_URL must be an http(s) URL, got "${siteUrl}"`);
  const leaseMs = int(env, 'OUTBOX_LEASE_MS', OUTBOX_DEFAULTS.leaseMs, 1000, 86_400_000);
  const smtpTimeoutMs = int(env, 'SMTP_TIMEOUT_MS', OUTBOX_DEFAULTS.smtpTimeoutMs, 100, 600_000);
  if (smtpTimeoutMs * 3 >= leaseMs) throw new ConfigError('OUTBOX_LEASE_MS must be more than three times SMTP_TIMEOUT_MS');
  return {
    smtpUrl,
    mail: { to, from: env.NOTIFY_FROM?.trim() || to, siteUrl },
    pollMs: int(env, 'OUTBOX_POLL_MS', OUTBOX_DEFAULTS.pollMs, 10, 3_600_000),
    leaseMs,
    retryBaseMs: int(env, 'OUTBOX_RETRY_BASE_MS', OUTBOX_DEFAULTS.retryBaseMs, 10, 86_400_000),
    retryMaxMs: int(env, 'OUTBOX_RETRY_MAX_MS', OUTBOX_DEFAULTS.retryMaxMs, 10, 7 * 86_400_000),
    failingAfter: int(env, 'OUTBOX_FAILING_AFTER', OUTBOX_DEFAULTS.failingAfter, 1, 1000),
    smtpTimeoutMs,
  };
}
