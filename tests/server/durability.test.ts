/**
 * The real `node server/main.ts` as a child process: acknowledged inserts survive SIGKILL on both
 * backends, a killed server's lock does not block a restart, and a second server on a
 * PGlite directory that is in use refuses to start.
 */
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../server/keys.ts';
import { LOCK_FILE_NAME } from '../../server/db/lock.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { BACKENDS, createPgDatabase, freshPgliteDir } from './helpers/backends.ts';
import type { BackendName } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { ChildExitError, client, spawnServer, waitForExit } from './helpers/server.ts';

const N = 25;

interface Target {
  env: Record<string, string>;
  emails(): Promise<string[]>;
  cleanup(): Promise<void>;
}

async function target(backend: BackendName, distDir: string): Promise<Target> {
  if (backend === 'postgres') {
    const db = await createPgDatabase();
    return {
      env: { DATABASE_URL: db.url, DIST_DIR: distDir },
      async emails() {
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        try {
          return (await c.query<{ email: string }>('select email from public.submissions order by email')).rows.map((r) => r.email);
        } finally {
          await c.end();
        }
      },
      cleanup: db.drop,
    };
  }
  const dir = await freshPgliteDir();
  return {
    env: { PGLITE_DIR: dir, DIST_DIR: distDir },
    async emails() {
      const db = await openPglite(dir); // only after the servers are gone: the lock would refuse otherwise
      try {
        return (await db.query<{ email: string }>('select email from public.submissions order by email')).rows.map((r) => r.email);
      } finally {
        await db.close();
      }
    },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

describe.each(BACKENDS)('durability on %s', (backend) => {
  let t: Target;
  let distDir: string;

  beforeAll(async () => {
    distDir = makeDist();
    t = await target(backend, distDir);
  });
  afterAll(async () => {
    await t?.cleanup();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it(`keeps all ${N} acknowledged inserts across SIGKILL and restarts on the same data`, async () => {
    const first = await spawnServer(t.env);
    const supabase = client(first.url, LOCAL_ANON_KEY);
    const expected: string[] = [];
    for (let i = 0; i < N; i++) {
      const email = `durable-${String(i).padStart(2, '0')}@example.com`;
      const res = await supabase.from('submissions').insert({ name: `D${i}`, email, service: 'custom', message: 'must survive kill -9' });
      expect(res.status).toBe(201); // acknowledged
      expected.push(email);
    }
    first.proc.kill('SIGKILL');
    await waitForExit(first.proc);
    // PGlite: the lock file stays, but the kernel released the lock with the killed process.
    if (backend === 'pglite') expect(fs.existsSync(`${t.env.PGLITE_DIR}/${LOCK_FILE_NAME}`)).toBe(true);

    const second = await spawnServer(t.env);
    const after = await client(second.url, LOCAL_ANON_KEY)
      .from('submissions')
      .insert({ name: 'After', email: 'zz-after-restart@example.com', service: 'custom', message: 'restarted' });
    expect(after.status).toBe(201);

    if (backend === 'pglite') {
      // A second server on a directory that is in use must refuse, loudly, and not touch it.
      const err = await spawnServer(t.env).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ChildExitError);
      expect((err as ChildExitError).exitCode).toBe(1);
      expect((err as ChildExitError).output).toMatch(/already in use by another server \(process \d+ on /);
    }

    second.proc.kill('SIGTERM'); // graceful: closes the database and releases the lock
    expect(await waitForExit(second.proc)).toBe(0);

    expect(await t.emails()).toEqual([...expected, 'zz-after-restart@example.com']);
  });
});
