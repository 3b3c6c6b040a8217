import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir } from '../../server/db/dataDir.ts';
import { clusterUrl } from '../../server/db/embedded.ts';

/** Ports and databases the end-to-end servers use (kept away from the dev defaults). */
export const E2E_PORTS = { site: 4310, postgres: 4311 } as const;
/**
 * Where the servers' DATA_DIRs go: the checkout's .data, or (as root, in a checkout PostgreSQL's account
 * cannot enter) the server's own default.
 */
const DATA_BASE = defaultDataDir(fileURLToPath(new URL('../..', import.meta.url)), undefined);
/** The site server's embedded PostgreSQL. */
export const E2E_DATA_DIR = path.join(DATA_BASE, 'e2e');
/**
 * The second server's database: E2E_DATABASE_URL (an external PostgreSQL, recreated for every run by
 * scripts/ensure-test-env.ts) when given, else its own embedded cluster in E2E_PG_DATA_DIR (kept: the
 * tests look their rows up by a unique e-mail); either way read straight from the tests while it runs.
 */
export const E2E_EXTERNAL_URL = process.env.E2E_DATABASE_URL;
export const E2E_PG_DATA_DIR = path.join(DATA_BASE, 'e2e-pg');
export const E2E_DATABASE_URL = E2E_EXTERNAL_URL ?? clusterUrl(E2E_PG_DATA_DIR);
