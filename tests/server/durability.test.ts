/**
 * The real `node server/main.ts` as a child process. Embedded PostgreSQL (DATA_DIR): inserts
 * acknowledged under load survive SIGKILL of the server and its postmaster together; the next
 * start stops what the killed server left and serves; a second server on the DATA_DIR refuses;
 * SIGTERM stops the database cleanly; the directory is private whatever the umask. External
 * PostgreSQL (DATABASE_URL): acknowledged inserts survive SIGKILL of the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { clusterUrl } from '../../server/db/embedded.ts';
import { runningPostmaster } from '../../server/db/orphan.ts';
import { databaseUser } from '../../server/db/pgBinaries.ts';
import { createPgDatabase, queryOnce, tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { LOAD_SERVER_ENV, startLoad } from './helpers/load.ts';
import { ChildExitError, client, spawnServer, waitForExit } from './helpers/server.ts';

const N = 25;

async function emails(url: string): Promise<string[]> {
  return (await queryOnce<{ email: string }>(url, 'select email from public.submissions order by email')).map((r) => r.email);
}

let distDir: string;
beforeAll(() => {
  distDir = makeDist();
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('durability on the embedded PostgreSQL (DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDir('studio-durable');
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every insert acknowledged under load across SIGKILL of server and database together', async () => {
    const env = { DATA_DIR: dataDir, DIST_DIR: distDir, ...LOAD_SERVER_ENV };
    const oldMask = process.umask(0o000); // the server must make DATA_DIR private on its own
    const first = await spawnServer(env).finally(() => process.umask(oldMask));
    const pgdata = path.join(dataDir, 'postgres');
    const postmaster = runningPostmaster(pgdata);
    expect(postmaster).toBeGreaterThan(0);
    // 0700; as root 0710 with the group of PostgreSQL's account, which may enter (not list or write) it.
    const account = databaseUser();
    expect(fs.statSync(dataDir).mode & 0o777).toBe(account ? 0o710 : 0o700);
    if (account) expect(fs.statSync(dataDir).gid).toBe(account.gid);
    expect(fs.statSync(pgdata).mode & 0o777).toBe(0o700);
    for (const f of fs.readdirSync(dataDir)) {
      const st = fs.statSync(path.join(dataDir, f));
      expect(st.mode & 0o007, f).toBe(0); // nothing for others
      expect(st.mode & 0o020, f).toBe(0); // nothing the group may write (the account reads pg_hba.conf and pg_ident.conf)
    }

    const load = startLoad(first.url, 8, 'durable');
    await new Promise((r) => setTimeout(r, 1500));
    first.proc.kill('SIGKILL');
    process.kill(postmaster ?? 0, 'SIGKILL');
    await load.stop();
    await waitForExit(first.proc);
    const acknowledged = load.outcomes.filter((o) => o.status === 201).map((o) => o.email);
    expect(acknowledged.length).toBeGreaterThan(20);

    const started = Date.now();
    const second = await spawnServer(env);
    expect(Date.now() - started).toBeLessThan(30_000);
    const after = await client(second.url, LOCAL_ANON_KEY)
      .from('submissions')
      .insert({ name: 'After', email: 'zz-after-restart@example.com', service: 'custom', message: 'restarted' });
    expect(after.status).toBe(201);
    const stored = new Set(await emails(clusterUrl(dataDir)));
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    expect(stored.has('zz-after-restart@example.com')).toBe(true);

    // A second server on a DATA_DIR in use refuses, loudly, and touches nothing.
    const err = await spawnServer(env).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ChildExitError);
    expect((err as ChildExitError).exitCode).toBe(1);
    expect((err as ChildExitError).output).toMatch(/DATA_DIR .* is already in use by another server \(process \d+ on /);

    const running = runningPostmaster(pgdata);
    expect(running).toBeGreaterThan(0);
    second.proc.kill('SIGTERM');
    expect(await waitForExit(second.proc)).toBe(0);
    expect(runningPostmaster(pgdata)).toBeUndefined(); // SIGTERM stopped PostgreSQL too
    expect(fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')).toMatch(/database system is shut down/);
  }, 120_000);
});

describe('durability on an external PostgreSQL (DATABASE_URL)', () => {
  it(`keeps all ${N} acknowledged inserts across SIGKILL and a restart`, async () => {
    const db = await createPgDatabase();
    try {
      const env = { DATABASE_URL: db.url, DIST_DIR: distDir, ...LOAD_SERVER_ENV };
      const first = await spawnServer(env);
      const supabase = client(first.url, LOCAL_ANON_KEY);
      const expected: string[] = [];
      for (let i = 0; i < N; i++) {
        const email = `durable-${String(i).padStart(2, '0')}@example.com`;
        const res = await supabase.from('submissions').insert({ name: `D${i}`, email, service: 'custom', message: 'must survive kill -9' });
        expect(res.status).toBe(201);
        expected.push(email);
      }
      first.proc.kill('SIGKILL');
      await waitForExit(first.proc);
      const second = await spawnServer(env);
      second.proc.kill('SIGTERM');
      expect(await waitForExit(second.proc)).toBe(0);
      expect(await emails(db.url)).toEqual(expected);
    } finally {
      await db.drop();
    }
  });
});
