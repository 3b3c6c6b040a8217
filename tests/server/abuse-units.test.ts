/** Pure modules behind issue 9's and 19's abuse rules: body checks, client address, limiter bounds, sanitising, hashing slots. */
import { describe, expect, it } from 'vitest';
import { sanitizeEmail, sanitizeName } from '#contract/consultation/sanitize.ts';
import { checkJsonContentType, checkJsonDepth, decodeUtf8, MAX_JSON_DEPTH } from '../../server/rest/body.ts';
import { addressKey, proxyHops } from '../../server/rest/clientAddress.ts';
import { isDisconnect } from '../../server/db/connection.ts';
import { securityHeaderValues } from '../../server/security.ts';
import { loadConfig } from '../../server/config.ts';
import { findInvalidCharacter } from '../../server/auth/body.ts';
import { HashSlots } from '../../server/auth/hashSlots.ts';

describe('body checks', () => {
  it('only application/json (UTF-8) is accepted', () => {
    expect(() => checkJsonContentType('application/json')).not.toThrow();
    expect(() => checkJsonContentType('Application/JSON; charset=UTF-8')).not.toThrow();
    for (const t of [undefined, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']) {
      expect(() => checkJsonContentType(t), String(t)).toThrow(expect.objectContaining({ status: 400 }));
    }
  });

  it('depth is counted outside strings only', () => {
    expect(() => checkJsonDepth('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => checkJsonDepth('['.repeat(MAX_JSON_DEPTH + 1))).toThrow(/nested deeper/);
    expect(() => checkJsonDepth(JSON.stringify({ m: '['.repeat(1000) + '\\"[' }))).not.toThrow();
  });

  it('invalid UTF-8 is refused, valid text decodes unchanged', () => {
    expect(decodeUtf8(new TextEncoder().encode('Zoë 🦄'))).toBe('Zoë 🦄');
    expect(() => decodeUtf8(new Uint8Array([0x61, 0xff]))).toThrow(/not valid UTF-8/);
  });
});

describe('client address', () => {
  it('normalises IPv4, IPv4-mapped and IPv6 (per /64); refuses anything else', () => {
    expect(addressKey(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    for (const bad of ['', 'evil', '999.1.1.1', '1.2.3', '203.0.113.5:8080', '<script>']) expect(addressKey(bad), bad).toBeUndefined();
  });

  it('TRUST_PROXY: off, true/on = 1 hop, or a hop count', () => {
    expect(proxyHops(false)).toBe(0);
    expect(proxyHops(true)).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('database disconnects', () => {
  it('57P01/57P03/class 08 and socket errors are disconnects; statement errors are not', () => {
    const pgErr = (code: string) => Object.assign(new Error(code), { severity: 'FATAL', code });
    expect(isDisconnect(pgErr('57P01'))).toBe(true);
    expect(isDisconnect(pgErr('57P03'))).toBe(true);
    expect(isDisconnect(pgErr('08006'))).toBe(true);
    expect(isDisconnect(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDisconnect(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDisconnect(pgErr('23514'))).toBe(false);
    expect(isDisconnect(pgErr('57014'))).toBe(false); // statement timeout / cancel
    expect(isDisconnect(new TypeError('x is not a function'))).toBe(false);
  });
});

describe('sanitising names and e-mails', () => {
  it('removes bidi controls and zero-width characters; names keep ZWNJ/ZWJ', () => {
    expect(sanitizeName('\u202eevil\u202c\u200b \u2066Name\u2069\ufeff')).toBe('evil Name');
    expect(sanitizeName('👩🏽\u200d💻 می\u200cخواهم')).toBe('👩🏽\u200d💻 می\u200cخواهم');
    expect(sanitizeEmail('\u200bann\u200c@exa\u200dmple.com\u00ad')).toBe('ann@example.com');
  });
});

describe('security headers', () => {
  it('CORP always; HSTS only when HSTS_MAX_AGE is set', () => {
    expect(securityHeaderValues('x')['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(securityHeaderValues('x')['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaderValues('x', loadConfig({ HSTS_MAX_AGE: '31536000' }).hstsMaxAge)['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});

describe('issue 19: hashing slots and invalid characters', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `concurrency` at once, in order; past the queue or the wait it is 503 server_busy', async () => {
    const slots = new HashSlots({ concurrency: 1, maxWaitMs: 40, maxQueue: 1 });
    const first = deferred();
    const order: string[] = [];
    const a = slots.run(async () => {
      order.push('a');
      await first.promise;
    });
    const b = slots.run(async () => void order.push('b'));
    await expect(slots.run(async () => void order.push('c'))).rejects.toMatchObject({ status: 503, code: 'server_busy', headers: { 'Retry-After': '1' } });
    // b waits its 40 ms while a holds the slot, then is refused too.
    await expect(b).rejects.toMatchObject({ status: 503, code: 'server_busy' });
    first.resolve();
    await a;
    await slots.run(async () => void order.push('d'));
    expect(order).toEqual(['a', 'd']);
  });

  it('a released slot passes to the next waiter first', async () => {
    const slots = new HashSlots({ concurrency: 1, maxWaitMs: 1000, maxQueue: 5 });
    const gate = deferred();
    const order: number[] = [];
    const runs = [slots.run(() => gate.promise.then(() => void order.push(0)))];
    for (let i = 1; i <= 3; i++) runs.push(slots.run(async () => void order.push(i)));
    gate.resolve();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('finds NUL and unpaired surrogates in keys and values at any depth, and nothing else', () => {
    expect(findInvalidCharacter({ email: 'a@b.co', data: { list: ['x', { y: 'Zoë 🦄\t\n' }] } })).toBeUndefined();
    expect(findInvalidCharacter({ email: 'a\u0000b' })).toEqual({ path: 'email', char: 'U+0000' });
    expect(findInvalidCharacter({ data: { list: ['ok', 'x\ud800'] } })).toEqual({ path: 'data.list[1]', char: 'an unpaired surrogate' });
    expect(findInvalidCharacter({ data: { 'k\u0000': 1 } })?.char).toBe('U+0000');
    expect(findInvalidCharacter({ s: '\udc00\ud800' })?.char).toBe('an unpaired surrogate');
    expect(findInvalidCharacter({ s: '\ud83e\udd84' })).toBeUndefined();
  });
});
