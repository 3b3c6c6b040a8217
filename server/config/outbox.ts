/**
 * The outbox's area of the environment (server/README.md, "New-lead e-mail"): its variables with their
 * defaults, the rules between them, and the settings they become, whose type is inferred from them.
 * ../env.ts parses them with every other variable; main.ts passes the result to the worker.
 */
import { z } from 'zod';
import { DAY_MS, int, siteOf, siteUrl, siteVariables, smtpUrl, text } from './envFields.ts';

export const outboxVariables = {
  SMTP_URL: smtpUrl.optional(),
  NOTIFY_TO: text.optional(),
  /** Default: NOTIFY_TO. */
  NOTIFY_FROM: text.optional(),
  INBOX_SITE_URL: siteUrl.optional(),
  ...siteVariables,
  OUTBOX_POLL_MS: int(10, 3_600_000).default(2000),
  OUTBOX_LEASE_MS: int(1000, DAY_MS).default(300_000),
  OUTBOX_RETRY_BASE_MS: int(10, DAY_MS).default(30_000),
  OUTBOX_RETRY_MAX_MS: int(10, 7 * DAY_MS).default(3_600_000),
  OUTBOX_FAILING_AFTER: int(1, 1000).default(3),
  SMTP_TIMEOUT_MS: int(100, 600_000).default(30_000),
};

const variables = z.object(outboxVariables);
type Variables = z.output<typeof variables>;

/** The outbox's settings from its variables. */
export function toOutbox(e: Variables) {
  const to = e.NOTIFY_TO ?? '';
  return {
    /** smtp:// or smtps:// URL (credentials may be in it); unset = mails wait in the outbox. */
    smtpUrl: e.SMTP_URL,
    mail: {
      /** NOTIFY_TO: one address or a comma-separated list. */
      to,
      /** NOTIFY_FROM */
      from: e.NOTIFY_FROM ?? to,
      /** Origin (and optional base path) of the site (INBOX_SITE_URL, else the site's); the link is <base>/studio?lead=<id>. */
      siteUrl: e.INBOX_SITE_URL ?? siteOf(e),
    },
    /** How often the worker looks for due mail. */
    pollMs: e.OUTBOX_POLL_MS,
    /** How long a worker owns a claimed mail; after a crash another attempt starts this much later. */
    leaseMs: e.OUTBOX_LEASE_MS,
    /** Retry after a failure: base * 2^(attempt-1), at most max. */
    retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: e.OUTBOX_RETRY_MAX_MS,
    /** Attempts after which the mail shows as failing in the inbox (it is still retried). */
    failingAfter: e.OUTBOX_FAILING_AFTER,
    /** SMTP connection, greeting and socket timeouts (must stay well below the lease). */
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
  };
}

/** [variable, problem] for every rule between the outbox's variables that `valid` ones break. */
export function outboxProblems(e: Variables, valid: (...names: (keyof Variables)[]) => boolean): [keyof Variables, string][] {
  const problems: [keyof Variables, string][] = [];
  if (valid('SMTP_URL') && e.SMTP_URL !== undefined && e.NOTIFY_TO === undefined) {
    problems.push(['NOTIFY_TO', 'must name the address that receives new-lead e-mails when SMTP_URL is set']);
  }
  if (valid('OUTBOX_LEASE_MS', 'SMTP_TIMEOUT_MS') && e.OUTBOX_LEASE_MS <= 3 * e.SMTP_TIMEOUT_MS) {
    problems.push(['OUTBOX_LEASE_MS', `must be more than three times SMTP_TIMEOUT_MS (${e.SMTP_TIMEOUT_MS})`]);
  }
  return problems;
}

const settings = variables.transform(toOutbox);

export type OutboxOptions = z.infer<typeof settings>;

const { smtpUrl: _smtpUrl, mail: _mail, ...timing } = settings.parse({});

/** The defaults of the worker's timing (the addresses have none). */
export const OUTBOX_DEFAULTS: Omit<OutboxOptions, 'smtpUrl' | 'mail'> = timing;
