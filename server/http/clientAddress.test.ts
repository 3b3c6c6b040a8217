import { describe, expect, it } from 'vitest';
import { addressKey, proxyHops } from './clientAddress.ts';

describe('client address', () => {
  it('normalises IPv4, IPv4-mapped and IPv6 (per /64); refuses anything else', () => {
    expect(addressKey(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    // every spelling of an IPv4-mapped address is its IPv4 address (issue 27: hex forms all shared one key)
    for (const mapped of ['::ffff:7f00:1', '[::FFFF:7F00:0001]', '0:0:0:0:0:ffff:7f00:1', '::ffff:127.0.0.1', '0::ffff:127.0.0.1']) {
      expect(addressKey(mapped), mapped).toBe('127.0.0.1');
    }
    expect(addressKey('::ffff:cb00:7105')).toBe('203.0.113.5');
    expect(addressKey('::ffff:cb00:7106')).toBe('203.0.113.6');
    expect(addressKey('64:ff9b::7f00:1')).toBe('64:ff9b:0:0::/64');
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
