/**
 * Issue 27, finding 1: a root server does not trust the account its PostgreSQL runs as. Each attack
 * is made AS that account (studio-pg, through runuser) against the real `node server/main.ts`:
 * planting links in DATA_DIR (postgres.log, backups), a forged postmaster.pid naming a root process
 * called "postgres", and connecting to the cluster's socket. A link an older layout left in
 * DATA_DIR is replaced, never written through. Runs when the tests run as root (CI does).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningPostmaster, stopOrphan } from '../../server/db/orphan.ts';
import { canExecute, databaseUser } from '../../server/db/pgBinaries.ts';
import type { OsUser } from '../../server/db/pgBinaries.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { ChildExitError, NODE, REPO_ROOT, spawnServer, waitForExit } from './helpers/server.ts';
import type { ChildServer } from './helpers/server.ts';

const asRoot = process.getuid?.() === 0;
let user: OsUser;
let dist: string;
let dataDir: string;
let secrets: string;
let server: ChildServer | undefined;
const pgdata = () => path.join(dataDir, 'postgres');

/** Runs a command as the database's account; its exit status and output. */
function asAccount(...cmd: string[]): { status: number | null; out: string } {
  const r = spawnSync('runuser', ['-u', user.name, '--', ...cmd], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** A root-only file the attacks aim at: its content, owner and mode must never change. */
function rootFile(name: string): { file: string; unchanged: () => void } {
  const file = path.join(secrets, name);
  fs.writeFileSync(file, `root's own ${name}\n`, { mode: 0o600 });
  return {
    file,
    unchanged() {
      const st = fs.lstatSync(file);
      const now = [st.isFile(), st.uid, st.gid, st.mode & 0o777, fs.readFileSync(file, 'utf8')];
      expect(now).toEqual([true, 0, 0, 0o600, `root's own ${name}\n`]);
    },
  };
}

/** PostgreSQL's startup message for user postgres over the socket; prints the first reply (R = authenticated, E = refused). */
const PROBE = `const s=require('net').connect(process.argv[1]);const p=Buffer.from('user\\0postgres\\0database\\0postgres\\0\\0');
const h=Buffer.alloc(8);h.writeInt32BE(8+p.length,0);h.writeInt32BE(196608,4);s.write(Buffer.concat([h,p]));
s.once('data',d=>{console.log(d[0]===82&&d.readInt32BE(5)===0?'AUTH_OK':String(d.subarray(5)).replace(/\\0/g,' '));s.destroy()});`;

/** A node the account can execute (the checkout's may be behind a closed directory). */
function nodeFor(account: OsUser): string {
  const found = [NODE, '/usr/bin/node', '/usr/local/bin/node'].find((n) => fs.existsSync(n) && canExecute(n, account));
  if (found) return found;
  const copy = path.join(tempDir('studio-node'), 'node');
  fs.copyFileSync(NODE, copy);
  fs.chmodSync(path.dirname(copy), 0o755);
  fs.chmodSync(copy, 0o755);
  return copy;
}

describe.skipIf(!asRoot)('root mode: the database account cannot turn the server against root', () => {
  beforeAll(async () => {
    user = databaseUser() as OsUser;
    dist = makeDist();
    dataDir = tempDir('studio-rootmode');
    secrets = tempDir('studio-secrets'); // root 0700
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: dist, STORYBOOK_PATH: 'off' });
  }, 60_000);
  afterAll(async () => {
    server?.proc.kill('SIGTERM');
    if (server) await waitForExit(server.proc);
    for (const d of [dist, dataDir, secrets]) fs.rmSync(d, { recursive: true, force: true });
  });

  it("runs PostgreSQL as its own account, not the shared postgres; DATA_DIR is root's and the account can create nothing in it", () => {
    expect(user.name).toBe(process.env.DB_OS_USER?.trim() || 'studio-pg');
    const pid = runningPostmaster(pgdata()) ?? 0;
    expect(fs.statSync(`/proc/${pid}`).uid).toBe(user.uid);
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    expect(/^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status)?.slice(1).map(Number)).toEqual([user.uid, user.uid, user.uid]);
    const groups = (/^Groups:(.*)$/m.exec(status)?.[1] ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
    expect(groups.filter((g) => g !== user.gid)).toEqual([]); // none of root's supplementary groups
    const st = fs.statSync(dataDir);
    expect([st.uid, st.gid, st.mode & 0o777]).toEqual([0, user.gid, 0o710]);
    const target = rootFile('planted');
    for (const name of ['postgres.log.new', 'backups', 'studio-server.lock', 'pg_hba.conf']) {
      expect(asAccount('ln', '-sf', target.file, path.join(dataDir, name)).status, name).not.toBe(0);
    }
    expect(asAccount('sh', '-c', `echo x >> ${path.join(dataDir, 'postgres.log')}`).status).not.toBe(0);
    target.unchanged();
  });

  it("connecting to the socket as that account is refused (peer, no trust); the server's own user connects", () => {
    const node = nodeFor(user);
    const socket = path.join(pgdata(), '.s.PGSQL.5432');
    const theirs = asAccount(node, '-e', PROBE, socket);
    expect(theirs.out).toMatch(/authentication failed for user "postgres"/i);
    expect(theirs.out).not.toContain('AUTH_OK');
    expect(execFileSync(NODE, ['-e', PROBE, socket], { encoding: 'utf8' })).toContain('AUTH_OK');
  });

  it('postgres.log made a link to a root file (as an older layout allowed), postmaster killed: root file unchanged', async () => {
    const target = rootFile('shadow');
    const log = path.join(dataDir, 'postgres.log');
    fs.rmSync(log);
    fs.symlinkSync(target.file, log); // the account could do this when it owned DATA_DIR
    const before = runningPostmaster(pgdata());
    expect(asAccount('kill', '-KILL', String(before)).status).toBe(0); // the account kills its postmaster
    await expect.poll(() => runningPostmaster(pgdata()), { timeout: 30_000, interval: 100 }).not.toBe(before);
    await expect.poll(() => runningPostmaster(pgdata()) ?? 0, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
    await expect.poll(() => server?.output() ?? '', { timeout: 10_000 }).toMatch(/PostgreSQL restarted/);
    target.unchanged();
    const st = fs.lstatSync(log);
    expect([st.isFile(), st.uid, st.mode & 0o777]).toEqual([true, 0, 0o600]);
    expect(server?.output()).toMatch(/postgres\.log was a link or another user's file: replaced/);
  }, 60_000);

  it('DATA_DIR/backups a link to a root directory: the backup refuses and the target is untouched', () => {
    const target = tempDir('studio-backup-target');
    fs.chmodSync(target, 0o755);
    fs.writeFileSync(path.join(target, 'keep'), 'root data\n', { mode: 0o644 });
    const backups = path.join(dataDir, 'backups');
    fs.symlinkSync(target, backups);
    try {
      const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir };
      const r = spawnSync(NODE, ['server/cli/backup.ts', 'backup'], { cwd: REPO_ROOT, encoding: 'utf8', env });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(/^Error: \S+\/backups is a symbolic link or not a directory: refused/m);
      const st = fs.statSync(target);
      expect([st.uid, st.mode & 0o777, fs.readdirSync(target)]).toEqual([0, 0o755, ['keep']]);
    } finally {
      fs.rmSync(backups);
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('a forged postmaster.pid naming a root process called "postgres", or the account\'s own: neither is signalled', async () => {
    const proc = server?.proc;
    proc?.kill('SIGTERM');
    if (proc) await waitForExit(proc);
    server = undefined;
    expect(fs.existsSync(path.join(pgdata(), 'postmaster.pid'))).toBe(false);
    const decoys: ChildProcess[] = [
      spawn('sleep', ['300'], { argv0: 'postgres', cwd: pgdata() }), // root, "postgres" in its command line, even its cwd
      spawn('sleep', ['300'], { argv0: 'postgres', cwd: pgdata(), uid: user.uid, gid: user.gid }), // the account's, not our binary
    ];
    try {
      for (const decoy of decoys) {
        const forged = path.join(pgdata(), 'postmaster.pid');
        expect(asAccount('sh', '-c', `printf '%s\\n%s\\n' ${decoy.pid} ${pgdata()} > ${forged}`).status).toBe(0);
        expect(fs.readFileSync(`/proc/${decoy.pid}/cmdline`, 'utf8')).toContain('postgres');
        expect(runningPostmaster(pgdata())).toBeUndefined();
        await stopOrphan(pgdata()); // what every start and restart runs first
        await new Promise((r) => setTimeout(r, 300));
        expect([decoy.exitCode, decoy.signalCode]).toEqual([null, null]);
        expect(asAccount('rm', '-f', forged).status).toBe(0);
      }
    } finally {
      for (const decoy of decoys) decoy.kill('SIGKILL');
    }
  }, 30_000);

  it('an earlier layout (cluster owned by another account, or linked from elsewhere) is refused with what to run', async () => {
    const old = tempDir('studio-oldlayout');
    const elsewhere = tempDir('studio-elsewhere');
    try {
      fs.mkdirSync(path.join(old, 'postgres'));
      fs.writeFileSync(path.join(old, 'postgres', 'PG_VERSION'), '18\n');
      fs.chownSync(path.join(old, 'postgres'), 1, 1); // daemon: not the account PostgreSQL runs as
      const owned = await spawnServer({ DATA_DIR: old, DIST_DIR: dist, STORYBOOK_PATH: 'off' }).catch((e: unknown) => e as ChildExitError);
      expect(owned).toBeInstanceOf(ChildExitError);
      const chown = `run chown -R ${user.name}: ${path.join(old, 'postgres')}, or set DB_OS_USER to its owner`;
      expect((owned as ChildExitError).output).toContain(chown);
      fs.rmSync(path.join(old, 'postgres'), { recursive: true });
      fs.writeFileSync(path.join(elsewhere, 'PG_VERSION'), '18\n');
      fs.symlinkSync(elsewhere, path.join(old, 'postgres'));
      const linked = await spawnServer({ DATA_DIR: old, DIST_DIR: dist, STORYBOOK_PATH: 'off' }).catch((e: unknown) => e as ChildExitError);
      expect(linked).toBeInstanceOf(ChildExitError);
      expect((linked as ChildExitError).output).toContain(`is a link to ${elsewhere} (where an earlier version kept the cluster)`);
      expect(fs.statSync(elsewhere).uid).toBe(0); // nothing changed through the link
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);
});
