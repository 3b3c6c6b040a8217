/**
 * The server's logger: one JSON line per event (pino) on stdout, pretty when stdout is a terminal.
 * LOG_LEVEL sets the level (trace, debug, info — the default —, warn, error, fatal, silent).
 * Never log personal data: no bodies, no e-mail addresses, no query strings.
 * pino-pretty is loaded only for a terminal (a server under a process manager never loads it).
 */
import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type Pretty from 'pino-pretty';

const require = createRequire(import.meta.url);

/** Coloured, human-readable lines for a terminal, through pino-pretty (loaded here, on first use). */
const prettyStream = () => (require('pino-pretty') as typeof Pretty)({ colorize: true, sync: true, ignore: 'service,pid,hostname' });

export type { Logger };

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

export function createLogger(env: Record<string, string | undefined> = process.env, tty = Boolean(process.stdout.isTTY)): Logger {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const level = LEVELS.has(wanted) ? wanted : 'info';
  const options = {
    level,
    base: { service: 'studio-site' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = tty ? pino(options, prettyStream()) : pino(options, pino.destination({ sync: true }));
  if (level !== wanted) logger.warn({ LOG_LEVEL: env.LOG_LEVEL }, 'LOG_LEVEL is not a known level; using info');
  return logger;
}

/** The process's logger (server code imports this; tests may pass their own where a module takes one). */
export const log = createLogger();

/** A part of the server's logger: its lines carry `component` (db, outbox, auth, rest, form, http). */
export const logFor = (component: string): Logger => log.child({ component });
