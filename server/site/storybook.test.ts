/** The Storybook mounted on the static module (../http/static.ts): its path, its headers, its caching. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorybookApp } from './storybook.ts';

const TEXT = 'All work and no play makes a static file. '.repeat(100);

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-'));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

describe('Storybook on the static module', () => {
  const built = folder({ 'index.html': '<p>manager</p>', 'iframe.html': '<p>preview</p>', 'assets/sb-1.js': `"${TEXT}"` });
  const storybook = createStorybookApp({ mountPath: '/storybook', dir: built, siteHeaders: { 'X-Content-Type-Options': 'nosniff' } });
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }));

  it('serves the build under its path with its own headers, revalidating all but its hashed assets', async () => {
    const slashless = await storybook.request('/storybook?path=/story/x');
    expect([slashless.status, slashless.headers.get('location')]).toEqual([301, '/storybook/?path=/story/x']);
    const manager = await storybook.request('/storybook/');
    expect([manager.status, await manager.text(), manager.headers.get('cache-control')]).toEqual([200, '<p>manager</p>', 'no-cache']);
    expect(manager.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(manager.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await (await storybook.request('/storybook/iframe')).text()).toBe('<p>preview</p>');
    expect((await storybook.request('/storybook/iframe/')).headers.get('location')).toBe('/storybook/iframe');
    const asset = await storybook.request('/storybook/assets/sb-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect([asset.headers.get('cache-control'), asset.headers.get('content-encoding')]).toEqual([
      'public, max-age=31536000, immutable',
      'gzip',
    ]);
  });

  it('says how to build it when it is not built', async () => {
    const missing = createStorybookApp({ mountPath: '/design', dir: path.join(built, 'nothing'), siteHeaders: {} });
    const r = await missing.request('/design/');
    expect([r.status, await r.text()]).toEqual([404, expect.stringContaining('npm run build-storybook')]);
  });
});
