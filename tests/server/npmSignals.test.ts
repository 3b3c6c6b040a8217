/**
 * Signals reach the server whatever starts it (issue 26): with npm as the parent — `npm run serve`
 * and `npm start` — SIGTERM to npm drains and exits 0 with the port and DATA_DIR's lock released
 * (a second start on the same port and DATA_DIR succeeds), SIGINT stops at once, and a SIGKILLed
 * npm leaves no orphan: the server notices it was re-parented and drains. As a container's PID 1
 * (`CMD ["npm", "start"]`, here `unshare --pid --fork`), SIGTERM to npm drains and exits 0 too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForExit } from './helpers/server.ts';
import { alive, npmProject, serverPid, spawnNpm } from './helpers/npmProject.ts';
import type { NpmProject } from './helpers/npmProject.ts';

const DRAIN_MS = 800;
const projects: NpmProject[] = [];
afterAll(async () => {
  for (const p of projects) await p.cleanup();
});
const project = () => {
  const p = npmProject();
  projects.push(p);
  return p;
};
const refused = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => false,
    () => true,
  );

describe.each([{ args: ['run', 'serve'] }, { args: ['start'] }])('npm $args as the parent', ({ args }) => {
  it('SIGTERM to npm: the server drains, exits 0, frees the port and DATA_DIR; SIGINT then stops at once', async () => {
    const p = project();
    const env = { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), STORYBOOK_PATH: 'off' };
    const first = await spawnNpm(p, args, env);
    if (args[0] === 'start') expect(first.output()).toContain('site build is up to date');
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const pid = serverPid(p);
    const signalled = performance.now();
    first.proc.kill('SIGTERM');
    expect(await waitForExit(first.proc)).toBe(0);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(first.output()).toMatch(/SIGTERM received[\s\S]*"msg":"stopped"/);
    expect(alive(pid)).toBe(false);
    expect(await refused(first.url)).toBe(true);

    // Same port, same DATA_DIR: nothing holds either.
    const port = new URL(first.url).port;
    const second = await spawnNpm(p, args, { ...env, PORT: port, SHUTDOWN_DRAIN_MS: '10000' });
    expect(second.url).toBe(first.url);
    const stopAt = performance.now();
    second.proc.kill('SIGINT');
    expect(await waitForExit(second.proc)).toBe(0);
    expect(performance.now() - stopAt).toBeLessThan(3000);
    expect(second.output()).toContain('SIGINT received');
  }, 90_000);
});

describe('npm killed outright', () => {
  it('SIGKILL to npm: the server notices it lost its parent, drains and exits, releasing DATA_DIR', async () => {
    const p = project();
    const server = await spawnNpm(p, ['run', 'serve'], { STORYBOOK_PATH: 'off' });
    const pid = serverPid(p);
    server.proc.kill('SIGKILL');
    await expect.poll(() => alive(pid), { timeout: 10_000, interval: 100 }).toBe(false);
    expect(server.output()).toContain('npm (the parent process) is gone');
    expect(server.output()).toContain('"msg":"stopped"');
    const again = await spawnNpm(p, ['run', 'serve'], { STORYBOOK_PATH: 'off' });
    again.proc.kill('SIGTERM');
    expect(await waitForExit(again.proc)).toBe(0);
  }, 60_000);
});

const canUnshare = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
if (!canUnshare) console.warn('container PID 1 case skipped: unshare --pid --fork is not permitted here');

describe.runIf(canUnshare)("npm as a container's PID 1", () => {
  it('SIGTERM to npm (PID 1 of its own PID namespace) drains the server and exits 0', async () => {
    const p = project();
    const env = { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), STORYBOOK_PATH: 'off' };
    const server = await spawnNpm(p, ['run', 'serve'], env, 60_000, ['unshare', '--pid', '--fork', '--kill-child']);
    const npmPid = Number(execFileSync('pgrep', ['-P', String(server.proc.pid)], { encoding: 'utf8' }).trim());
    process.kill(npmPid, 'SIGTERM');
    expect(await waitForExit(server.proc)).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received[\s\S]*"msg":"stopped"/);
    expect(await refused(server.url)).toBe(true);
  }, 60_000);
});
