/**
 * Production entry point: `node server/main.ts` (`npm start` builds first when needed, `npm run serve`
 * never does). Configuration comes from the environment; see server/README.md. Logs are JSON lines
 * on stdout (pretty on a terminal): server/kit/log.ts.
 */
import { publicAddressWarning, trustedProxyWarning, usesLocalSecret } from './config/options.ts';
import { RestoreError } from './db/backup.ts';
import { DataDirLockedError } from './db/lock.ts';
import { EmbeddedUnavailableError } from './db/pgBinaries.ts';
import { ConfigError, loadEnv } from './config/env.ts';
import { log, logFor } from './kit/log.ts';
import { startOutbox } from './outbox/start.ts';
import { startServer } from './server.ts';

const outbox = logFor('outbox');
const outboxLog = { log: (message: string) => outbox.info(message), error: (message: string) => outbox.error(message) };

async function main(): Promise<void> {
  const env = loadEnv();
  const options = { ...env.server, overrideGlobals: true };
  const outboxConfig = env.outbox;
  const server = await startServer(options);
  const backend = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PostgreSQL run by this server in ${options.dataDir}`;
  log.info(`Database: ${backend}`);
  if (usesLocalSecret(options)) {
    log.warn(
      'JWT_SECRET is not set: using the public local-development secret for API keys, so only the anon key is accepted ' +
        "(staff sessions are signed with the server's own key); " +
        'set JWT_SECRET (32+ characters) in production and build the site with the matching anon key (npm run keys).',
    );
  }
  if (options.rateLimit.max === 0) log.warn('Rate limiting is disabled (RATE_LIMIT_MAX=0).');
  const exposed = publicAddressWarning(options);
  if (exposed) log.warn(exposed);
  const spoofable = trustedProxyWarning(options);
  if (spoofable) log.warn(spoofable);
  const stopOutbox = await startOutbox(server.db, outboxConfig, outboxLog);
  // The start's connections (migrations, the schema cache, the outbox's count) keep the catalog caches
  // they filled, 6–10 MB of PostgreSQL memory each, and predate the statement timeout: closed now, not
  // after the pool's 10 s of idleness. The first request opens one of its own (a few milliseconds).
  await server.db.releaseIdle();

  let stopping = false;
  // SIGTERM (a process manager, a rolling deploy): drain, then stop. SIGINT (Ctrl-C): stop now.
  const stop = (signal: 'SIGTERM' | 'SIGINT') => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal, drainMs: signal === 'SIGTERM' ? options.shutdownDrainMs : 0 }, `${signal} received, shutting down`);
    const outboxStopped = stopOutbox();
    (signal === 'SIGTERM' ? server.shutdown(outboxStopped) : outboxStopped.then(() => server.close())).then(
      () => {
        log.info({ ms: Date.now() - started }, 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  watchNpmParent(() => stop('SIGTERM'));
  // A wildcard HOST: the URL this machine can open, then where the server really listens.
  const wildcard = server.url.endsWith(`//${server.listening.split(',')[0]}`) ? '' : ` (listening on ${server.listening})`;
  log.info({ listening: server.listening }, `Site ready at ${server.url}${wildcard}`);
}

/**
 * Under `npm start` / `npm run serve` the script line starts with `exec`, so npm's shell becomes
 * this process and npm's forwarded SIGTERM/SIGINT arrive here (without it, npm's `sh -c` dies on the
 * signal and leaves the server an orphan holding the port and DATA_DIR). Should npm itself go away
 * without passing a signal on (SIGKILL, an older npm, a shell line without exec), this process is
 * re-parented: it then drains and exits as for SIGTERM instead of lingering.
 */
function watchNpmParent(onOrphaned: () => void): void {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    log.warn({ parent }, 'npm (the parent process) is gone: shutting down as for SIGTERM');
    onOrphaned();
  }, 500);
  timer.unref();
}

/** Settles once the site is served (scripts/start.ts then builds the Storybook in the background). */
export const serving: Promise<void> = main().catch((err: unknown) => {
  const refusal = [DataDirLockedError, ConfigError, EmbeddedUnavailableError, RestoreError].some((kind) => err instanceof kind);
  if (refusal && err instanceof Error) {
    // A refusal to start is for a person: said plainly on stderr, and as a JSON line for the log.
    console.error(`Error: ${err.message}`);
    log.fatal(err.message);
  } else {
    log.fatal({ err }, 'Failed to start the server');
  }
  process.exit(1);
});
