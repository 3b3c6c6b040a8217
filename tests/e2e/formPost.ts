import { expect, type Page } from '@playwright/test';
import { DEFAULTS } from '../../server/config/options.ts';
import { clusterUrl } from '../../server/db/embedded.ts';
import { openDatabase } from '../../server/db/open.ts';
import pg from 'pg';
import type { VisitorInput } from './consultationForm';

const ROW_COLUMNS = 'name, email, phone, business_name, service, store_integration, message, status';

/** The server's own opener on a stopped server's DATA_DIR: starts its PostgreSQL, and stops it on close. */
const openDataDir = (dataDir: string) =>
  openDatabase({ ...DEFAULTS, databaseUrl: undefined, dataDir, pgliteDir: undefined, dbPoolSize: 2 });

/** Every stored row with this e-mail, read from a stopped server's DATA_DIR. */
export async function readStoredRows(dataDir: string, email: string) {
  const db = await openDataDir(dataDir);
  try {
    return (await db.query<Record<string, unknown>>(`select ${ROW_COLUMNS} from public.submissions where email = $1`, [email])).rows;
  } finally {
    await db.close();
  }
}

/** Every stored row with this e-mail, read from the embedded PostgreSQL of a server running on DATA_DIR. */
export async function readRowsWhileRunning(dataDir: string, email: string) {
  const client = new pg.Client({ connectionString: clusterUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(`select ${ROW_COLUMNS} from public.submissions where email = $1`, [email])).rows;
  } finally {
    await client.end();
  }
}

export async function countStoredRows(dataDir: string) {
  const db = await openDataDir(dataDir);
  try {
    return (await db.query<{ n: number }>('select count(*)::int as n from public.submissions')).rows[0]?.n;
  } finally {
    await db.close();
  }
}

/**
 * Watches every request the page makes (documents, scripts, fetches, redirects) and records any
 * whose URL carries a typed value, raw or URL-encoded. Call `expectNone()` at the end.
 */
export function watchUrlsFor(page: Page, input: Partial<VisitorInput>) {
  const secrets = Object.values(input).flatMap((value) => {
    const text = String(value);
    // Whole values as typed and as a GET form would encode them (+ for spaces), plus the run's
    // unique id that visitorInput() puts into the name, e-mail and message.
    const id = /[a-z]+-\d{13}-[a-z0-9]+/.exec(text)?.[0];
    return [text, encodeURIComponent(text), new URLSearchParams({ v: text }).toString().slice(2), ...(id ? [id] : [])];
  });
  const leaks: string[] = [];
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    urls.push(url);
    let decoded = url;
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      // keep the raw URL
    }
    if (secrets.some((secret) => url.includes(secret) || decoded.includes(secret))) leaks.push(url);
  });
  return {
    urls,
    expectNone: () => {
      expect(urls.length, 'requests were watched').toBeGreaterThan(0);
      expect(leaks, 'request URLs carrying typed values').toEqual([]);
    },
  };
}
