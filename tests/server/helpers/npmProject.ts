/**
 * `npm start` / `npm run serve` as an operator types them, in a throw-away project directory: the
 * repository's package.json (its real script lines) with scripts/, server/ and node_modules/ linked
 * in, and a site build that is already fresh (stamped with its fingerprint), so nothing is built.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDirLock, DataDirLockedError } from '../../../server/db/lock.ts';
import { FINGERPRINT_FILE, fingerprint, SITE_INPUTS } from '../../../scripts/buildFingerprint.ts';
import { childServerEnv, untilReady } from '../../../scripts/childServer.ts';
import type { ReadyServer } from '../../../scripts/childServer.ts';
import { tempDir } from './backends.ts';
import { makeDist } from './dist.ts';
import { REPO_ROOT } from './server.ts';

export interface NpmProject {
  root: string;
  dataDir: string;
  /** What spawnNpm started here (stopped by cleanup if a failed test left it running). */
  procs: ChildProcess[];
  cleanup(): Promise<void>;
}

/** `scripts` replaces script lines other than start and serve (e.g. a quick build-storybook). */
export function npmProject(scripts: Record<string, string> = {}): NpmProject {
  const root = tempDir('studio-npm');
  fs.chmodSync(root, 0o755); // run as root, the database's account must reach DATA_DIR (else its cluster lives elsewhere)
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  pkg.scripts = { ...pkg.scripts, ...scripts, start: pkg.scripts.start ?? '', serve: pkg.scripts.serve ?? '' };
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify(pkg, null, 2));
  for (const dir of ['scripts', 'server', 'node_modules']) fs.symlinkSync(path.join(REPO_ROOT, dir), path.join(root, dir));
  fs.cpSync(makeDist(), path.join(root, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist', FINGERPRINT_FILE), `${fingerprint(SITE_INPUTS, root, {})}\n`);
  const dataDir = path.join(root, 'data');
  const procs: ChildProcess[] = [];
  const cleanup = async () => {
    for (const proc of procs.filter((p) => p.exitCode === null && p.signalCode === null)) {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGKILL'); // npm (the server notices and stops) or a wrapper such as unshare (its namespace goes with it)
      await exited;
    }
    // Until the server that noticed it lost npm has drained and released DATA_DIR.
    for (let i = 0; i < 100 && fs.existsSync(dataDir) && !lockFree(dataDir); i++) await new Promise((r) => setTimeout(r, 100));
    fs.rmSync(root, { recursive: true, force: true });
  };
  return { root, dataDir, procs, cleanup };
}

/** Spawns `npm <args>` (after `wrapper`, e.g. unshare) in the project; resolves once the server prints "Site ready at <url>". */
export function spawnNpm(
  project: NpmProject,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  wrapper: string[] = [],
): Promise<ReadyServer> {
  const [command = 'npm', ...rest] = [...wrapper, 'npm', ...args];
  const proc = spawn(command, rest, {
    cwd: project.root,
    env: childServerEnv({
      npm_config_update_notifier: 'false',
      DATA_DIR: project.dataDir,
      DIST_DIR: path.join(project.root, 'dist'),
      STORYBOOK_DIR: path.join(project.root, 'storybook-static'),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  project.procs.push(proc);
  return untilReady(proc, { name: `npm ${args.join(' ')}`, timeoutMs });
}

/** The PID of the server that holds the project's DATA_DIR (from its lock file). */
export function serverPid(project: NpmProject): number {
  return (JSON.parse(fs.readFileSync(path.join(project.dataDir, 'studio-server.lock'), 'utf8')) as { pid: number }).pid;
}

function lockFree(dataDir: string): boolean {
  try {
    acquireDirLock(dataDir).release();
    return true;
  } catch (err) {
    if (err instanceof DataDirLockedError) return false;
    throw err;
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
