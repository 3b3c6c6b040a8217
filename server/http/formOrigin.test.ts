/** The same-origin check of the forms without JavaScript (issue 42: scheme and port count too); through a route: ../form/guard.test.ts. */
import { describe, expect, it } from 'vitest';
import { crossSiteReason, ownOrigins } from './formOrigin.ts';

describe('ownOrigins and crossSiteReason', () => {
  it('origins are lower case, without a default port; a Host that is not a bare host[:port] names none', () => {
    const reached = { scheme: 'http', forwardedHost: undefined, forwardedProto: undefined };
    expect(ownOrigins({ ...reached, host: 'Example.COM:80' }, false)).toEqual(['http://example.com']);
    expect(ownOrigins({ ...reached, host: '[::1]:8787' }, false)).toEqual(['http://[::1]:8787']);
    for (const host of [undefined, '', 'a.example/x', 'user@a.example', 'a.example?x', 'a b'])
      expect(ownOrigins({ ...reached, host }, false), String(host)).toEqual([]);
    const proxied = { scheme: 'http', host: 'a.example', forwardedHost: 'b.example,a.example', forwardedProto: 'HTTPS, http' };
    expect(ownOrigins(proxied, 2)).toEqual(['https://a.example', 'https://b.example']);
    expect(ownOrigins(proxied, 0)).toEqual(['http://a.example']);
    expect(ownOrigins({ ...proxied, forwardedProto: 'ftp' }, true)).toEqual([]);
  });

  it('says why a post is refused', () => {
    const origins = ['http://127.0.0.1:8787'];
    expect(crossSiteReason({ secFetchSite: undefined, origin: 'http://127.0.0.1:8787', origins })).toBeUndefined();
    expect(crossSiteReason({ secFetchSite: undefined, origin: 'https://127.0.0.1:8787', origins })).toBe(
      'Origin "https://127.0.0.1:8787" is not this site',
    );
    expect(crossSiteReason({ secFetchSite: undefined, origin: undefined, origins })).toBe(
      'the request names neither Sec-Fetch-Site nor Origin',
    );
    expect(crossSiteReason({ secFetchSite: 'cross-site', origin: 'http://127.0.0.1:8787', origins })).toMatch(/not same-origin/);
  });
});
