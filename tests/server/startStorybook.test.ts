/**
 * `npm start` on a checkout without a current Storybook build (issue 26, newcomer): the site answers
 * as soon as it is served, the Storybook is built afterwards in the background, and /storybook/
 * answers a small noindex "being built" page (503, Retry-After) until the build is there, then the
 * build itself. The project's build-storybook line is replaced by a quick stand-in that writes an
 * index after a pause (the real `storybook build` takes minutes on this machine); everything else
 * is the real `npm start` with the repository's scripts/start.ts and server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE, waitForExit } from './helpers/server.ts';
import { alive, npmProject, spawnNpm } from './helpers/npmProject.ts';
import type { NpmProject } from './helpers/npmProject.ts';

const STUB = `require('node:fs').writeFileSync('build.pid', String(process.pid));
setTimeout(() => { require('node:fs').mkdirSync('storybook-static', { recursive: true });
  require('node:fs').writeFileSync('storybook-static/index.html', '<!doctype html><title>Storybook</title><p>the built storybook</p>');
  process.exit(Number(process.env.STUB_EXIT ?? 0)); }, Number(process.env.STUB_MS ?? 2000));`;

const projects: NpmProject[] = [];
afterAll(async () => {
  for (const p of projects) await p.cleanup();
});
function project(): NpmProject {
  const p = npmProject({ 'build-storybook': 'node build-storybook-stub.cjs' });
  fs.writeFileSync(path.join(p.root, 'build-storybook-stub.cjs'), STUB);
  projects.push(p);
  return p;
}

describe('npm start with a missing Storybook build', () => {
  it('serves the site at once, says /storybook/ is being built, then serves the built Storybook', async () => {
    const p = project();
    const started = performance.now();
    const server = await spawnNpm(p, ['start']);
    const home = await fetch(`${server.url}/`);
    const firstAnswerMs = performance.now() - started;
    expect(home.status).toBe(200);
    expect(server.output()).toContain('Storybook build is missing or stale');

    const building = await fetch(`${server.url}/storybook/`);
    expect(building.status).toBe(503);
    expect(building.headers.get('retry-after')).toBe('15');
    expect(building.headers.get('x-robots-tag')).toContain('noindex');
    const page = await building.text();
    expect(page).toContain('Storybook is being built');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await fetch(`${server.url}/storybook/iframe.html`)).status).toBe(503);

    await expect.poll(async () => (await fetch(`${server.url}/storybook/`)).status, { timeout: 30_000, interval: 200 }).toBe(200);
    expect(await (await fetch(`${server.url}/storybook/`)).text()).toContain('the built storybook');
    expect(server.output()).toContain('Storybook built: /storybook/ serves it');
    server.proc.kill('SIGTERM');
    expect(await waitForExit(server.proc)).toBe(0);

    // The next start finds it current and builds nothing.
    const again = await spawnNpm(p, ['start']);
    expect(again.output()).toContain('Storybook build is up to date');
    expect((await fetch(`${again.url}/storybook/`)).status).toBe(200);
    again.proc.kill('SIGTERM');
    expect(await waitForExit(again.proc)).toBe(0);
    console.info(`[startStorybook] first answer ${Math.round(firstAnswerMs)} ms after npm start (site already built)`);
  }, 90_000);

  it('a failed Storybook build leaves the site running and says so; /storybook/ stops claiming it is being built', async () => {
    const p = project();
    const server = await spawnNpm(p, ['start'], { STUB_EXIT: '1' });
    await expect.poll(() => server.output(), { timeout: 30_000, interval: 200 }).toContain('failed (exit 1): the site keeps running');
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/storybook/`)).status).not.toBe(503);
    server.proc.kill('SIGTERM');
    expect(await waitForExit(server.proc)).toBe(0);
  }, 60_000);

  it('SIGTERM while the Storybook builds: the server drains and exits 0, and the build is stopped too', async () => {
    const p = project();
    const server = await spawnNpm(p, ['start'], { STUB_MS: '60000' });
    const pidFile = path.join(p.root, 'build.pid');
    await expect.poll(() => fs.existsSync(pidFile), { timeout: 10_000, interval: 100 }).toBe(true);
    const buildPid = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(alive(buildPid)).toBe(true);
    server.proc.kill('SIGTERM');
    expect(await waitForExit(server.proc)).toBe(0);
    await expect.poll(() => alive(buildPid), { timeout: 5000, interval: 100 }).toBe(false);
  }, 60_000);
});

describe('node scripts/start.ts --build (how npm test makes the builds before its end-to-end step)', () => {
  const build = (p: NpmProject, env: Record<string, string> = {}) => {
    const r = spawnSync(NODE, ['scripts/start.ts', '--build'], {
      cwd: p.root,
      encoding: 'utf8',
      env: { ...process.env, STUB_MS: '100', ...env },
    });
    return { status: r.status, out: r.stdout + r.stderr };
  };

  it('builds and stamps a missing Storybook, serves nothing, and the next npm start finds both builds up to date', () => {
    const p = project();
    const first = build(p);
    expect(first).toMatchObject({
      status: 0,
      out: expect.stringContaining('Storybook build is missing or stale: npm run build-storybook'),
    });
    expect(first.out).not.toContain('Site ready');
    expect(fs.readFileSync(path.join(p.root, 'storybook-static/index.html'), 'utf8')).toContain('the built storybook');
    fs.rmSync(path.join(p.root, 'build.pid'));
    const again = build(p);
    expect(again.status).toBe(0);
    expect(again.out).toContain('site build is up to date');
    expect(again.out).toContain('Storybook build is up to date');
    expect(fs.existsSync(path.join(p.root, 'build.pid'))).toBe(false); // nothing was built again
  });

  it('a failed build exits 1, names the command and leaves the build unstamped', () => {
    const p = project();
    expect(build(p, { STUB_EXIT: '1' })).toMatchObject({
      status: 1,
      out: expect.stringContaining('npm run build-storybook failed (exit 1)'),
    });
    expect(build(p, { STUB_EXIT: '1' }).out).toContain('Storybook build is missing or stale');
  });
});
