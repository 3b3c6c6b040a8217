/**
 * The client address that rate limits count against and the request log names. Without a
 * trusted proxy it is the socket's peer. Behind N trusted proxies (TRUST_PROXY=N) it is the X-Forwarded-For entry the outermost
 * trusted proxy appended: the N-th from the right. Everything left of it was written by the
 * client and is ignored. The entry must be an IP address, else the request is refused (400).
 * IPv6 addresses count per /64, the block one subscriber usually holds.
 */
import net from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { httpError, KIT_CODES } from './errors.ts';

export const invalidForwardedFor = () =>
  httpError(400, KIT_CODES.invalidForwardedFor, 'X-Forwarded-For does not name a valid client address at the trusted hop', {
    hint: 'Check TRUST_PROXY: it must equal the number of proxies in front of this server',
  });

/** TRUST_PROXY as a hop count: false = 0 (use the socket), true = 1. */
export function proxyHops(trustProxy: boolean | number): number {
  return trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, Math.trunc(trustProxy));
}

/**
 * Normalises an address to the limiter key: IPv4 as is, IPv6 as its /64. An IPv4-mapped IPv6
 * address (::ffff:0:0/96, in any spelling: ::ffff:127.0.0.1, ::ffff:7f00:1, 0:0:0:0:0:ffff:7f00:0001)
 * is its IPv4 address, so it shares that address's key.
 */
export function addressKey(raw: string): string | undefined {
  let a = raw.trim();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const family = net.isIP(a);
  if (family === 4) return a;
  if (family !== 6) return undefined;
  const groups = expandIpv6(a);
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi = 0, lo = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in hex without leading zeros (a dotted IPv4 tail as two groups). */
function expandIpv6(a: string): string[] {
  const withoutZone = (a.split('%')[0] ?? a).replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, ...o: string[]) => {
    const [b0, b1, b2, b3] = o.slice(0, 4).map(Number) as [number, number, number, number];
    return `${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  });
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    (Number.parseInt(g, 16) || 0).toString(16),
  );
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no Node socket (in-process app.request() calls)
  }
}

/** The rate-limit key of a request (see above); throws the 400 for an invalid forwarded entry. */
export function clientKey(c: Context, trustProxy: boolean | number): string {
  const hops = proxyHops(trustProxy);
  const header = hops > 0 ? c.req.header('x-forwarded-for') : undefined;
  if (header === undefined) {
    const socket = socketAddress(c);
    return addressKey(socket) ?? socket;
  }
  const entries = header.split(',');
  const entry = entries.length >= hops ? entries[entries.length - hops] : undefined;
  const key = entry === undefined ? undefined : addressKey(entry);
  if (key === undefined) throw invalidForwardedFor();
  return key;
}
