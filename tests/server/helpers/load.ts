/**
 * Closed-loop insert load against a running server, for the fault tests: every request carries a
 * unique e-mail, so the acknowledged ones (201) can be looked up in the database afterwards.
 */
import http from 'node:http';
import pg from 'pg';
import { LOCAL_ANON_KEY } from '../../../server/kit/keys.ts';

export interface Outcome {
  email: string;
  status: number;
  startedAt: number;
  endedAt: number;
  body: string;
  retryAfter: string | undefined;
}

export interface Load {
  outcomes: Outcome[];
  /** Resolves when every worker has finished its current request after stop(). */
  stop(): Promise<void>;
}

/**
 * The environment of a server that takes this load. The insert limit is lifted (and only it): the
 * load is thousands of inserts from one address, to prove that no acknowledged row is lost under a
 * fault; the limit itself is tested at its default in rateLimit.test.ts and staffBudget.test.ts.
 */
export const LOAD_SERVER_ENV = { RATE_LIMIT_MAX: '0' } as const;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, email: string): Promise<Omit<Outcome, 'email' | 'startedAt' | 'endedAt'>> {
  const body = JSON.stringify({ name: 'Fault Test', email, service: 'custom', message: 'must not be lost' });
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/rest/v1/submissions`,
      {
        method: 'POST',
        agent,
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, retryAfter: res.headers['retry-after'] }));
        res.on('error', () => resolve({ status: 0, body: 'response error', retryAfter: undefined }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: err.message, retryAfter: undefined }));
    req.end(body);
  });
}

/** Starts `workers` loops that insert until stopped. */
export function startLoad(url: string, workers: number, prefix: string): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const email = `${prefix}-${n++}@example.com`;
      const startedAt = performance.now();
      const r = await post(url, email);
      outcomes.push({ email, startedAt, endedAt: performance.now(), ...r });
      if (r.status !== 201) await new Promise((res) => setTimeout(res, 20)); // a client backing off
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Terminates every backend connected to the database of `dbUrl` (except the caller's own). */
export async function terminateBackends(adminUrl: string, dbName: string): Promise<number> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const res = await c.query<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return res.rows.filter((r) => r.ok).length;
  } finally {
    await c.end();
  }
}

/** Which of `emails` are stored (superuser query). */
export async function storedEmails(dbUrl: string, prefix: string): Promise<Set<string>> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const res = await c.query<{ email: string }>('select email from public.submissions where email like $1', [`${prefix}-%`]);
    return new Set(res.rows.map((r) => r.email));
  } finally {
    await c.end();
  }
}

/**
 * Recovery time after a fault at `faultAt`: from the fault to the end of the last request that
 * failed (0 when none failed). Callers also check that requests succeed after that point.
 */
export function recoveryMs(outcomes: readonly Outcome[], faultAt: number): number {
  const failed = outcomes.filter((o) => o.status !== 201 && o.endedAt >= faultAt);
  return failed.length ? Math.max(...failed.map((o) => o.endedAt)) - faultAt : 0;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
