/**
 * docs/deployment.md performed on this machine as an operator would: the guide's `sh` blocks, read
 * out of the document and run with bash in its order, on the files in deploy/: the DBA's SQL on a
 * real PostgreSQL (Debian's 15 here) for a least-privilege owner role, the unit's ExecStart for
 * three instances, HAProxy with TLS, then under 50 clients (48 inserting, 2 staff reading the
 * inbox) an instance SIGKILLed (systemd's Restart=always brings it back) and a rolling deploy of a
 * new release: no failed request but those in flight on the killed instance, every acknowledged
 * lead stored and mailed once (one Message-ID); a client alternating between instances gets the
 * rate-limit budget of one; the proxy's log; a backup and a restore. A block added, changed or
 * removed in the guide runs as written, or fails here.
 *
 * The test's only changes to the guide's words (helpers/guide.ts):
 * - /etc, /srv and /var are directories in a temporary root; the ports 8787-8789, :80 and :443
 *   are free loopback ports; the role and database `studio` get a unique name and 127.0.0.1:5432
 *   is DEPLOY_PG_ADMIN_URL's address (default postgres://postgres@127.0.0.1:5432/postgres, a
 *   superuser; with psql, pg_dump and pg_restore installed);
 * - systemctl is answered by the test: it starts the unit's ExecStart itself (WorkingDirectory,
 *   EnvironmentFile, Environment, StateDirectory as the unit says; as the test's own user, without
 *   systemd's sandboxing) and runs HAProxy on the copied config and /etc/default/haproxy;
 * - the release is this checkout: `git clone` links to it, `npm ci` and `npm run build` are not
 *   repeated (the instances get a stand-in built site, DIST_DIR); useradd, apt-get and `sudo -u
 *   postgres` (the DBA's connection: PGHOST/PGPORT/PGUSER) are shims;
 * - the certificate certbot would have made is a self-signed one in its place;
 * - the operator's edit of SMTP_URL and NOTIFY_TO names the test's SMTP server, and the instances
 *   get OUTBOX_POLL_MS, SMTP_TIMEOUT_MS and OUTBOX_LEASE_MS short for speed.
 * The load comes from clients on loopback addresses of their own (127.x.y.1), so the guide's
 * TRUST_PROXY=1 and rate limits (5 inserts a minute per address) apply as they are.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import tls from 'node:tls';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres.ts';
import { aal2Client, createUser } from './helpers/auth.ts';
import { queryOnce, tempDir } from './helpers/backends.ts';
import { createCluster, type Cluster } from './helpers/cluster.ts';
import { insert, startClusterLoad } from './helpers/clusterLoad.ts';
import { makeDist } from './helpers/dist.ts';
import { envFile, fakeSystemd, GUIDE, rewrite, runBlock, shBlocks, type Rewrites } from './helpers/guide.ts';
import { selfSignedPem } from './helpers/haproxy.ts';
import { sleep, storedEmails } from './helpers/load.ts';
import { ChildExitError, REPO_ROOT, spawnServer, TEST_SECRET, waitForExit, type TestServer } from './helpers/server.ts';
import { freePort, startSink, type SmtpSink } from './helpers/smtpSink.ts';

const ADMIN = new URL(process.env.DEPLOY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const SECTIONS = [
  '1. Get a release',
  '2. Prepare the host (once)',
  '3. PostgreSQL (once, as its superuser)',
  '4. Build the release',
  '5. The instances (systemd)',
  '6. The load balancer and TLS (HAProxy)',
  '7. Deploying a new version without dropping a request',
  '8. Backup and restore',
  '8. Backup and restore',
];
/** The blocks by their place in the guide. */
const [CLONE, HOST, POSTGRES, BUILD, ENABLE, HAPROXY, ROLLING, BACKUP, RESTORE] = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

const blocks = shBlocks(fs.readFileSync(GUIDE, 'utf8'));
const root = tempDir('studio-guide');
const dist = makeDist();
const dbName = `studio_guide_${process.pid}`;
// Test speed: the outbox polls often and a mail claimed by the SIGKILLed instance is retried soon.
const systemd = fakeSystemd(root, { DIST_DIR: dist, OUTBOX_POLL_MS: '200', SMTP_TIMEOUT_MS: '1000', OUTBOX_LEASE_MS: '4000' });
/** The production default (the example environment does not change it). */
const RATE_LIMIT_MAX = 5;
const closers: (() => Promise<void>)[] = [];
let sink: SmtpSink;
let rewrites: Rewrites;
let blockEnv: Record<string, string>;
let cwd = root;
let base = '';
let anonKey = '';
const adminDb = () => Object.assign(new URL(ADMIN), { pathname: `/${dbName}` }).toString();

async function run(index: number, r = rewrites, env = blockEnv): Promise<string> {
  const result = await runBlock(rewrite(blocks[index]?.text ?? '', r), cwd, env);
  cwd = result.cwd;
  return result.out;
}

function pgEnv(url: URL): Record<string, string> {
  return {
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1) || 'postgres',
  };
}

async function ready(port: number, ms = 60_000): Promise<void> {
  for (
    const end = Date.now() + ms;
    (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status !== 200;
    await sleep(200)
  ) {
    if (Date.now() > end) throw new Error(`instance ${port} is not ready:\n${systemd.outputs()}`);
  }
}

const adminQuery = <T extends pg.QueryResultRow>(sql: string, url = ADMIN.toString()) => queryOnce<T>(url, sql);

beforeAll(async () => {
  await adminQuery('select 1').catch((err: unknown) => {
    throw new Error(
      `the deployment guide's test needs a PostgreSQL superuser at ${ADMIN.host} (DEPLOY_PG_ADMIN_URL; apt-get install postgresql): ${String(err)}`,
    );
  });
  for (const dir of ['etc/default', 'etc/systemd/system', 'etc/letsencrypt/live/example.com'])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'etc/default/haproxy'), '# Defaults for HAProxy\n');
  const certs = path.join(root, 'etc/letsencrypt/live/example.com');
  selfSignedPem(certs);
  fs.renameSync(path.join(certs, 'cert.pem'), path.join(certs, 'fullchain.pem'));
  fs.renameSync(path.join(certs, 'key.pem'), path.join(certs, 'privkey.pem'));
  const ports: Record<string, number> = {};
  for (const guidePort of ['8787', '8788', '8789']) ports[guidePort] = await freePort();
  rewrites = {
    root,
    ports,
    binds: { http: await freePort(), https: await freePort() },
    dbName,
    pgAddress: `${ADMIN.hostname}:${ADMIN.port || 5432}`,
  };
  base = `https://127.0.0.1:${rewrites.binds.https}`;
  sink = await startSink();
  blockEnv = { GUIDE_CTL: String(await systemd.listen()), GUIDE_ROOT: root, GUIDE_CHECKOUT: REPO_ROOT, ...pgEnv(ADMIN) };
}, 60_000);

afterAll(async () => {
  await systemd.close();
  for (const close of closers) await close();
  await sink?.close();
  await adminQuery(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  await adminQuery(`drop role if exists "${dbName}"`).catch(() => undefined);
  for (const dir of [root, dist]) fs.rmSync(dir, { recursive: true, force: true });
});

const instancePorts = () => Object.values(rewrites.ports);

describe('docs/deployment.md, performed', () => {
  it('has the blocks this test performs, in its order', () => {
    expect(blocks.map((b) => b.section)).toEqual(SECTIONS);
  });

  it('sets up a host: least-privilege owner on PostgreSQL, three instances from the unit, HAProxy with TLS', async () => {
    for (const step of [CLONE, HOST]) await run(step);
    const envPath = path.join(root, 'etc/studio-site/env');
    expect(envFile(envPath).SMTP_URL).toBeUndefined();
    // The operator's edit the guide asks for: the new-lead e-mail (here the test's SMTP server).
    const edited = fs
      .readFileSync(envPath, 'utf8')
      .replace(/^#SMTP_URL=.*$/m, `SMTP_URL=${sink.url}`)
      .replace(/^#NOTIFY_TO=/m, 'NOTIFY_TO=');
    fs.writeFileSync(envPath, edited);
    for (const step of [POSTGRES, BUILD, ENABLE]) await run(step);
    expect(fs.statSync(envPath).mode & 0o777).toBe(0o600);
    const env = envFile(envPath);
    expect(env.JWT_SECRET).toMatch(/^[A-Za-z0-9+/=]{64}$/);
    expect(env.DATABASE_URL).toMatch(new RegExp(`^postgres://${dbName}:[0-9a-f]{48}@`));
    expect(env.NOTIFY_TO).toBe('studio@example.com');
    // Nothing beyond LOGIN: the migrations ran as this role.
    const [role] = await adminQuery(
      `select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolcanlogin from pg_roles where rolname = '${dbName}'`,
    );
    expect(role).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false, rolcanlogin: true });
    for (const port of instancePorts()) await ready(port);
    expect(fs.statSync(path.join(root, 'var/lib/studio-site', String(instancePorts()[0]))).mode & 0o777).toBe(0o700);

    await run(HAPROXY);
    anonKey = fs.readFileSync(path.join(root, 'anon-key'), 'utf8');
    let probe = { status: 0, error: '' };
    for (let i = 0; i < 50 && probe.status !== 201; i++, await sleep(200))
      probe = await insert(base, 'probe@example.com', '127.0.0.2', anonKey, true);
    expect(probe).toEqual({ status: 201, error: '' });
    const plain = await fetch(`http://127.0.0.1:${rewrites.binds.http}/`, { redirect: 'manual' });
    expect([plain.status, plain.headers.get('location')]).toEqual([301, `https://127.0.0.1:${rewrites.binds.http}/`]);
  }, 120_000);

  it('50 clients: a SIGKILL fails only requests in flight, a rolling deploy of a new release fails none, acknowledged = stored, each lead mailed once', async () => {
    const staff = await aal2Client(await staffSide());
    const { data } = await staff.client.auth.getSession();
    const load = startClusterLoad(base, {
      ...{ inserters: 48, readers: 2, anonKey, staffToken: data.session?.access_token ?? '', prefix: 'guide' },
      // One insert per client every 3 s (~16 a second): the outbox keeps up, so the mail check ends soon after the load.
      ...{ fromLoopback: true, perAddress: 4, pauseMs: 3000 },
    });
    const trickle = slowBody(rewrites.binds.https);
    await sleep(2000);

    // An instance dies: systemd starts it again (Restart=always), the balancer routes around it.
    load.setPhase('kill');
    const [first = 0] = instancePorts();
    const victim = systemd.instances.get(`studio-site@${first}`);
    victim?.proc.kill('SIGKILL');
    for (const end = Date.now() + 10_000; systemd.instances.get(`studio-site@${first}`) === victim; await sleep(100)) {
      if (Date.now() > end) throw new Error('the killed instance was not started again (Restart=always)');
    }
    await ready(first);
    await sleep(1300); // two good checks put it back
    load.setPhase('steady');

    const before = fs.readlinkSync(path.join(root, 'srv/studio-site/current'));
    await run(CLONE);
    await run(BUILD);
    expect(fs.readlinkSync(path.join(root, 'srv/studio-site/current'))).not.toBe(before);
    load.setPhase('rolling');
    const pids = [...systemd.instances.values()].map((i) => i.proc.pid);
    await run(ROLLING);
    expect([...systemd.instances.values()].map((i) => i.proc.pid).filter((pid) => pids.includes(pid))).toEqual([]);
    load.setPhase('after');
    await sleep(1000);
    await load.stop();

    const failed = (phase: string) => load.calls.filter((c) => c.phase === phase && c.status !== 201 && c.status !== 200);
    const acknowledged = load.calls.filter((c) => c.status === 201).map((c) => c.email);
    const stored = await storedEmails(adminDb(), 'guide');
    const figures = {
      requests: load.calls.length,
      failedDuringKill: failed('kill').length,
      acknowledged: acknowledged.length,
      stored: stored.size,
    };
    console.info('[deploy guide]', JSON.stringify(figures));
    expect(load.calls.filter((c) => c.kind === 'read' && c.status === 200).length).toBeGreaterThan(20);
    expect([...failed('steady'), ...failed('rolling'), ...failed('after')]).toEqual([]);
    expect(load.calls.filter((c) => c.phase === 'rolling').length).toBeGreaterThan(100);
    // Only what was in flight on the killed instance: at most one request per client.
    expect(failed('kill').length).toBeLessThanOrEqual(50);
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    // A request cut off by the kill may have committed before its answer was lost, never more.
    expect([...stored].filter((e) => !acknowledged.includes(e) && !failed('kill').some((c) => c.email === e))).toEqual([]);
    const slow = await trickle;
    expect(slow.status).toBe(408);
    expect(slow.ms).toBeGreaterThan(9000);

    await expectMailedOnce(stored);
  }, 240_000);

  it('a client alternating between instances gets the budget of one: inserts and password guesses', async () => {
    const ports = instancePorts();
    const from = '127.200.0.77';
    const statuses: number[] = [];
    for (let k = 0; k <= RATE_LIMIT_MAX; k++) {
      const body = JSON.stringify({
        name: 'Alternating',
        email: `guide-alternating-${k}@example.com`,
        service: 'custom',
        message: 'one budget',
      });
      statuses.push(await direct(ports[k % 3] ?? 0, from, '/rest/v1/submissions', { apikey: anonKey }, body));
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(201), 429]);
    // Through the balancer too (it sends to any instance): still refused.
    expect((await insert(base, 'guide-alternating-lb@example.com', from, anonKey, true)).status).toBe(429);

    const user = await createUser(await staffSide(), { staff: false });
    const guesses: number[] = [];
    for (let k = 0; k < 6; k++) {
      const body = JSON.stringify({ email: user.email, password: 'wrong password here' });
      guesses.push(await direct(ports[k % 3] ?? 0, '127.200.0.88', '/auth/v1/token?grant_type=password', { apikey: anonKey }, body));
    }
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('HAProxy logs the request id the instance logs, and the path without the query string', async () => {
    const res = await fetch(`http://127.0.0.1:${instancePorts()[0]}/readyz`);
    expect(res.status).toBe(200);
    const marker = 'guide-secret-search';
    await new Promise<void>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: rewrites.binds.https, rejectUnauthorized: false }, () => {
        socket.end(
          `GET /rest/v1/submissions?or=(email.ilike.*${marker}*) HTTP/1.1\r\nHost: x\r\napikey: ${anonKey}\r\nX-Request-Id: client-chosen\r\nConnection: close\r\n\r\n`,
        );
      });
      socket
        .on('data', () => undefined)
        .on('end', resolve)
        .on('error', reject);
    });
    await sleep(300);
    const lines = systemd.balancer()?.output().split('\n') ?? [];
    // The last: the staff readers' earlier GETs have the same path.
    const line = lines.findLast((l) => l.includes('GET "/rest/v1/submissions"'));
    const reqId = /reqId=([0-9a-f-]{36}) /.exec(line ?? '')?.[1];
    expect(reqId, lines.join('\n')).toBeDefined();
    const logged = systemd
      .outputs()
      .split('\n')
      .filter((l) => l.includes(`"reqId":"${reqId}"`));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('"path":"/rest/v1/submissions"');
    expect(lines.join('\n') + systemd.outputs()).not.toContain(marker);
    expect(lines.join('\n')).not.toContain('client-chosen');
  });

  it('backs up, and restores exactly what the backup holds', async () => {
    const atBackup = await storedEmails(adminDb(), 'guide');
    const file = (await run(BACKUP)).trim().split('\n').at(-1) ?? '';
    expect(file.startsWith(path.join(root, 'var/backups/studio-site/'))).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    for (let k = 0; k < 3; k++)
      expect((await insert(base, `guide-late-${k}@example.com`, `127.0.9.${k + 1}`, anonKey, true)).status).toBe(201);
    expect((await storedEmails(adminDb(), 'guide')).size).toBe(atBackup.size + 3);

    await run(RESTORE);
    expect(await storedEmails(adminDb(), 'guide')).toEqual(atBackup);
    for (const port of instancePorts()) await ready(port);
    let after = { status: 0, error: '' };
    for (let i = 0; i < 50 && after.status !== 201; i++, await sleep(200))
      after = await insert(base, 'restored@example.com', '127.0.9.9', anonKey, true);
    expect(after.status).toBe(201);
  }, 90_000);
});

describe('the guide on a PostgreSQL without the API roles (PostgreSQL 18, private cluster)', () => {
  let cluster: Cluster | undefined;
  const own = tempDir('studio-guide18');
  afterAll(() => {
    cluster?.destroy();
    fs.rmSync(own, { recursive: true, force: true });
  });

  it("a start as a plain owner fails naming the SQL; after the guide's SQL the same start succeeds", async () => {
    cluster = await createCluster();
    const url = new URL(cluster.url);
    await adminQuery(`create role studio_bare login password 'bare'`, cluster.url);
    await adminQuery(`create database studio_bare owner studio_bare`, cluster.url);
    const start = (databaseUrl: string) =>
      spawnServer({
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(own, `data-${Date.now()}`),
        DIST_DIR: dist,
        JWT_SECRET: TEST_SECRET,
        STORYBOOK_PATH: 'off',
      });
    const refused = await start(`postgres://studio_bare:bare@127.0.0.1:${cluster.port}/studio_bare`).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ChildExitError);
    const said = (refused as ChildExitError).output;
    // Said plainly on stderr, as every refusal to start is.
    expect(said).toContain(
      'Error: the database roles anon, authenticated, service_role do not exist and the role studio_bare may not create them',
    );
    expect(said).toContain('CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS');
    expect(said).toContain('GRANT anon, authenticated, service_role TO studio_bare');

    fs.mkdirSync(path.join(own, 'etc/studio-site'), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, 'deploy/studio-site.env.example'), path.join(own, 'etc/studio-site/env'));
    const r18 = { ...rewrites, root: own, dbName: 'studio_guide18', pgAddress: `127.0.0.1:${cluster.port}` };
    const saved = cwd;
    await run(POSTGRES, r18, { ...blockEnv, GUIDE_ROOT: own, ...pgEnv(url) });
    cwd = saved;
    const server = await start(envFile(path.join(own, 'etc/studio-site/env')).DATABASE_URL ?? '');
    server.proc.kill('SIGTERM');
    expect(await waitForExit(server.proc)).toBe(0);
  }, 60_000);
});

/** What the auth helpers need of a server: an instance's address and the database as the site's owner role (like `npm run staff:add`). */
async function staffSide(): Promise<TestServer> {
  const db = await openPostgres({ connectionString: envFile(path.join(root, 'etc/studio-site/env')).DATABASE_URL ?? '', max: 2 });
  closers.push(() => db.close());
  const sql = async (text: string, params?: unknown[]) => (await db.query(text, params)).rows;
  return { url: `http://127.0.0.1:${instancePorts()[0]}`, anonKey, db, sql } as unknown as TestServer;
}

/** A JSON POST straight to an instance from a loopback address of the client's own; resolves to the status. */
function direct(port: number, localAddress: string, pathname: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: pathname,
        headers: { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Every stored lead mailed, each with one Message-ID. At-least-once (server/outbox/worker.ts): the
 * SIGKILLed instance may have had the one mail it claims at a time accepted but not yet marked
 * sent; that mail goes out once more with the same Message-ID. Nothing else may repeat.
 */
async function expectMailedOnce(stored: Set<string>): Promise<void> {
  const mailStart = performance.now();
  await sink.waitFor(stored.size, 150_000);
  console.info(`[deploy guide] all ${stored.size} mails in ${Math.round(performance.now() - mailStart)} ms after the load`);
  await sleep(1000); // a duplicate would arrive now
  const leadMails = sink.mails.filter((m) => m.email.replyTo?.[0]?.address?.startsWith('guide-'));
  const mailedTo = leadMails.map((m) => m.email.replyTo?.[0]?.address ?? '');
  expect(new Set(mailedTo)).toEqual(stored);
  const messageIds = new Map<string, Set<string>>();
  for (const mail of leadMails) {
    const to = mail.email.replyTo?.[0]?.address ?? '';
    messageIds.set(to, (messageIds.get(to) ?? new Set()).add(mail.email.messageId ?? ''));
  }
  expect([...messageIds.values()].every((ids) => ids.size === 1)).toBe(true);
  expect(mailedTo.length - stored.size).toBeLessThanOrEqual(1);
}

/** A POST whose body never completes: HAProxy answers 408 after `timeout http-request`. */
function slowBody(port: number): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      socket.write(
        `POST /rest/v1/submissions HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"name":`,
      );
    });
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), ms: Date.now() - started }));
    socket.on('error', reject);
  });
}
