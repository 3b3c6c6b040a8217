/**
 * One server per DATA_DIR, enforced by the kernel (server/db/lock.ts): refused in
 * the same process, from another process, from another PID namespace (`unshare --pid --fork`),
 * and free again the moment a SIGKILLed owner is gone.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../server/db/lock.ts';
import { tempDir } from './helpers/backends.ts';
import { makeDist } from './helpers/dist.ts';
import { NODE, REPO_ROOT, spawnServer, waitForExit } from './helpers/server.ts';

const HOLDER = path.join(import.meta.dirname, 'helpers/holdLock.ts');

/** Why PID-namespace tests cannot run here, or undefined when they can. */
function unshareProblem(): string | undefined {
  const r = spawnSync('unshare', ['--pid', '--fork', 'true'], { encoding: 'utf8' });
  if (r.error) return `unshare is not installed (${r.error.message})`;
  return r.status === 0 ? undefined : `unshare --pid --fork is not permitted here: ${r.stderr.trim()}`;
}
const NO_UNSHARE = unshareProblem();
if (NO_UNSHARE) console.warn(`PID-namespace lock tests skipped: ${NO_UNSHARE}`);

interface Holder {
  proc: ChildProcess;
  /** First line the child printed ("locked <pid>" or the refusal). */
  line: Promise<string>;
}

function hold(dir: string, namespaced = false): Holder {
  const argv = [NODE, HOLDER, dir];
  const proc = namespaced
    ? spawn('unshare', ['--pid', '--fork', '--kill-child', ...argv], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(argv[0] ?? NODE, argv.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = new Promise<string>((resolve) => {
    let out = '';
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    proc.once('exit', () => resolve(out.trim()));
  });
  return { proc, line };
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
function dir(): string {
  const d = tempDir('studio-lock');
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second holder in the same process, is free after release, never deletes its file', () => {
    const d = dir();
    const first = acquireDirLock(d);
    expect(() => acquireDirLock(d)).toThrow(DataDirLockedError);
    expect(() => acquireDirLock(d)).toThrow(new RegExp(`already in use by another server \\(process ${process.pid} on `));
    first.release();
    expect(fs.existsSync(path.join(d, LOCK_FILE_NAME))).toBe(true);
    acquireDirLock(d).release();
  });

  it('a lock file left behind without a holder is no obstacle (nothing stale to detect)', () => {
    const d = dir();
    fs.writeFileSync(path.join(d, LOCK_FILE_NAME), JSON.stringify({ pid: 999_999, host: 'elsewhere' }));
    acquireDirLock(d).release();
  });

  it('another process is refused; the lock is free the moment a SIGKILLed owner is gone', async () => {
    const d = dir();
    const owner = hold(d);
    children.push(owner.proc);
    expect(await owner.line).toBe(`locked ${owner.proc.pid}`);
    const second = hold(d);
    expect(await second.line).toMatch(/already in use by another server/);
    expect(await waitForExit(second.proc)).toBe(3);
    expect(() => acquireDirLock(d)).toThrow(DataDirLockedError);

    owner.proc.kill('SIGKILL');
    await waitForExit(owner.proc);
    acquireDirLock(d).release(); // no stale-lock logic: the kernel dropped it with the process
  });

  describe.skipIf(NO_UNSHARE !== undefined)('across PID namespaces (unshare --pid --fork)', () => {
    it('a process in another PID namespace is refused while this one holds the lock', async () => {
      const d = dir();
      const mine = acquireDirLock(d);
      const other = hold(d, true);
      expect(await other.line).toMatch(new RegExp(`already in use by another server \\(process ${process.pid} on `));
      expect(await waitForExit(other.proc)).toBe(3);
      mine.release();
    });

    it('this process is refused while one in another PID namespace (PID 1 there) holds it', async () => {
      const d = dir();
      const other = hold(d, true);
      children.push(other.proc);
      expect(await other.line).toBe('locked 1');
      expect(() => acquireDirLock(d)).toThrow(/already in use by another server \(process 1 on /);
      other.proc.kill('SIGKILL'); // --kill-child: the namespace's PID 1 dies with unshare
      await waitForExit(other.proc);
      await expect
        .poll(() => {
          try {
            acquireDirLock(d).release();
            return 'free';
          } catch {
            return 'held';
          }
        })
        .toBe('free');
    });

    it('a second server started in another PID namespace refuses to start on a directory in use', async () => {
      const dataDir = dir();
      const distDir = makeDist();
      dirs.push(distDir);
      const env = { DATA_DIR: dataDir, DIST_DIR: distDir };
      const first = await spawnServer(env);
      children.push(first.proc);
      const second = spawnSync('unshare', ['--pid', '--fork', '--kill-child', NODE, 'server/main.ts'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(second.status, second.stdout + second.stderr).toBe(1);
      expect(second.stderr).toMatch(/already in use by another server \(process \d+ on /);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200); // the first one is untouched
      first.proc.kill('SIGTERM');
      expect(await waitForExit(first.proc)).toBe(0);
    });
  });
});
