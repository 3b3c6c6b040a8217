/** The logged path (issue 42): no review token in any spelling; the whole middleware is tests/server/logging.test.ts. */
import { describe, expect, it } from 'vitest';
import { loggedPath } from './requestLog.ts';
import { hasToken, maskTokens } from './token.ts';

const t = '0123456789abcdef'.repeat(4);
const T = t.toUpperCase();
/** Each hex digit of `t` percent-encoded: what a path holds before decoding. */
const escaped = [...t].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('');

describe('loggedPath', () => {
  it.each([
    ['/review/<t>', `/review/${t}`, '/review/[token]'],
    ['//review/<t>', `//review/${t}`, '//review/[token]'],
    ['/review//<t>', `/review//${t}`, '/review//[token]'],
    ['/REVIEW/<T>', `/REVIEW/${T}`, '/REVIEW/[token]'],
    ['/review%2F<t>', `/review%2F${t}`, '/review%2F[token]'],
    ['/review%2f<t>%2F', `/review%2f${t}%2F`, '/review%2f[token]%2F'],
    ['/studio/review/<t>', `/studio/review/${t}`, '/studio/review/[token]'],
    ['/rest/v1/rpc/review_by_token/<t>', `/rest/v1/rpc/review_by_token/${t}`, '/rest/v1/rpc/review_by_token/[token]'],
    ['a run inside a longer segment', `/x/abc-${t}ff.html`, '/x/abc-[token].html'],
    ['hex digits percent-encoded', `/review/${escaped}`, '/review/[token]'],
    ['an escape that swallows the first digit', `/review/%a${t}`, '/review/%[token]'],
    ['two tokens', `/a/${t}/b/${T}`, '/a/[token]/b/[token]'],
  ])('masks %s', (_name, path, logged) => {
    expect(loggedPath(path)).toBe(logged);
    expect(loggedPath(path)).not.toMatch(/[0-9a-f]{64}/i);
  });

  it('leaves other paths as they are (asset hashes, 63 hex digits) and cuts a long one at 200', () => {
    for (const path of ['/', '/services', '/assets/index-3fa2b1c9.js', `/x/${t.slice(1)}`, '/review/[token]'])
      expect(loggedPath(path), path).toBe(path);
    expect(loggedPath(`/${'a/'.repeat(150)}`)).toHaveLength(201);
  });

  it('hasToken is the same rule', () => {
    expect(hasToken(`/REVIEW%2F${T}/`)).toBe(true);
    expect(hasToken(`/review/${escaped}`)).toBe(true);
    expect(hasToken(`/review/${t.slice(1)}`)).toBe(false);
    expect(maskTokens(`/review/${t}?saved=1`)).toBe('/review/[token]?saved=1');
  });
});
