import { describe, expect, it } from 'vitest';
import { addressKey, proxyHops } from './clientAddress.ts';

describe('client address', () => {
  it('normalises IPv4, IPv4-mapped and IPv6 (per /64); refuses anything else', () => {
    expect(addressKey(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    for (const bad of ['', 'evil', '999.1.1.1', '1.2.3', '203.0.113.5:8080', '<script>']) expect(addressKey(bad), bad).toBeUndefined();
  });

  it('TRUST_PROXY as hops: off = 0, true = 1, or the count', () => {
    expect(proxyHops(false)).toBe(0);
    expect(proxyHops(true)).toBe(1);
    expect(proxyHops(2)).toBe(2);
  });
});
