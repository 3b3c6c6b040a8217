/**
 * `npm run db:backup` / `db:restore` as an operator runs them (the real scripts and
 * `node server/main.ts`): a backup taken while inserts keep coming, restored into a fresh
 * DATA_DIR, holds every row acknowledged before the backup started, and a staff member signs in
 * there with the TOTP factor they enrolled before, and finds the client review they made. Older
 * backups beyond BACKUP_KEEP are removed.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterUrl } from '../../server/db/embedded.ts';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { enrollTotp, signInWithTotp, signedInClient, verifyTotp } from './helpers/auth.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { sleep, startLoad, storedEmails, LOAD_SERVER_ENV } from './helpers/load.ts';
import { NODE, REPO_ROOT, spawnServer, waitForExit } from './helpers/server.ts';
import type { ChildServer, TestServer } from './helpers/server.ts';

const CHEAP = { AUTH_ARGON2_MEMORY_KIB: '256', AUTH_ARGON2_TIME_COST: '1' };
const PASSWORD = 'staff password long enough';

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      NODE,
      [script, ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...CHEAP, ...env }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const dirs: string[] = [];
const servers: ChildServer[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.proc.kill('SIGTERM');
    await waitForExit(s.proc);
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const dir = (prefix: string) => {
  const d = tempDir(prefix);
  dirs.push(d);
  return d;
};

describe('backup and restore of the embedded PostgreSQL', () => {
  it('a backup under insert load restores into a fresh DATA_DIR with every acknowledged row and working TOTP', async () => {
    const dataDir = dir('studio-backup');
    const backupDir = dir('studio-backups');
    const dist = dir('studio-dist');
    fs.cpSync(makeDist(), dist, { recursive: true });
    const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: dist, ...CHEAP, ...LOAD_SERVER_ENV });
    servers.push(server);
    const add = await run('server/cli/staff.ts', ['add', '--email', 'keeper@example.com'], { DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD });
    expect(add.code, add.stderr).toBe(0);
    const asServer = (url: string) => ({ url, anonKey: LOCAL_ANON_KEY }) as TestServer;
    const user = { email: 'keeper@example.com', password: PASSWORD, userId: '' };
    const client = await signedInClient(asServer(server.url), user);
    const { factorId, secret } = await enrollTotp(client);
    await verifyTotp(client, factorId, secret);

    // A client review too (issue 30): staff's other data is in the same database, so in the backup.
    const kept = { client_name: 'Kept Through Backup', client_email: 'kept@example.com', brand: 'coffee' };
    const review = await client.from('reviews').insert(kept).select('id').single();
    expect(review.error).toBeNull();

    const load = startLoad(server.url, 4, 'backup');
    await sleep(800);
    const backupStarted = performance.now();
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' };
    const first = await run('server/cli/backup.ts', ['backup'], env);
    await sleep(300);
    await load.stop();
    expect(first.code, first.stderr).toBe(0);
    const file = first.stdout.trim().split('\n').at(-1) ?? '';
    expect(file).toMatch(/studio-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const before = load.outcomes.filter((o) => o.status === 201 && o.endedAt < backupStarted).map((o) => o.email);
    expect(before.length).toBeGreaterThan(5);
    expect(load.outcomes.filter((o) => o.status === 201 && o.startedAt > backupStarted).length).toBeGreaterThan(0); // it ran under load

    // Restore it into a fresh DATA_DIR; a second restore there is refused.
    const restoredDir = dir('studio-restored');
    const restore = await run('server/cli/backup.ts', ['restore', file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    const again = await run('server/cli/backup.ts', ['restore', file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');

    // Only the newest BACKUP_KEEP=2 are kept.
    for (let i = 0; i < 2; i++) {
      await sleep(1100); // file names have one-second resolution
      expect((await run('server/cli/backup.ts', ['backup'], env)).code).toBe(0);
    }
    expect(fs.readdirSync(backupDir).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(2);
    expect(fs.existsSync(file)).toBe(false);

    const restored = await spawnServer({ DATA_DIR: restoredDir, DIST_DIR: dist, ...CHEAP });
    servers.push(restored);
    const stored = await storedEmails(clusterUrl(restoredDir), 'backup');
    expect(before.filter((e) => !stored.has(e))).toEqual([]);
    const signedIn = await signInWithTotp(asServer(restored.url), { ...user, factorId, secret });
    const { data } = await signedIn.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal2');
    expect((await signedIn.from('reviews').select('client_name')).data).toEqual([{ client_name: 'Kept Through Backup' }]);
  }, 180_000);
});
