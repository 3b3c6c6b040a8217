/**
 * Production entry point: `node server/main.ts` (npm start builds first). Configuration comes from
 * the environment; see server/README.md.
 */
import { ConfigError, loadConfig, usesLocalSecret } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { EmbeddedUnavailableError } from './db/pgBinaries.ts';
import { loadOutboxConfig } from './outbox/config.ts';
import { startOutbox } from './outbox/worker.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  const options = { ...loadConfig(), overrideGlobals: true };
  const outbox = loadOutboxConfig();
  const server = await startServer(options);
  const backend = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PostgreSQL run by this server in ${options.dataDir}`;
  console.log(`Database: ${backend}`);
  if (usesLocalSecret(options)) {
    console.warn(
      'JWT_SECRET is not set: using the public local-development secret for API keys, so only the anon key is accepted (staff sessions are signed with the server\'s own key); ' +
        'set JWT_SECRET (32+ characters) in production and build the site with the matching anon key (npm run keys).',
    );
  }
  if (options.rateLimit.max === 0) console.warn('Rate limiting is disabled (RATE_LIMIT_MAX=0).');
  const stopOutbox = await startOutbox(server.db, outbox);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    stopOutbox()
      .then(() => server.close())
      .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`Site ready at ${server.url}`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError || err instanceof EmbeddedUnavailableError) {
    console.error(`Error: ${err.message}`);
  } else {
    console.error('Failed to start the server:', err);
  }
  process.exit(1);
});
