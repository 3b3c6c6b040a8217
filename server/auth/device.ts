/**
 * Device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * that signed in to an account gets a cookie naming that account and a random device id, signed
 * by the server. A later sign-in to the same account that carries it is a known device: it has its
 * own failure counter (signInPolicy.ts) and is not held back by the lock-out that failures from unknown
 * devices put on the account, nor by the per-address limit, and its password check has slots kept
 * for it (hashSlots.ts). Everything else is an unknown device and is limited as before.
 *
 * Cookie: `sb-device-<tag>=v1.<device id>.<expires>.<mac>`, one per account (tag = a keyed hash of
 * the user id, so one browser can know several accounts and the name tells nobody which);
 * mac = HMAC-SHA256 over version, user id, the account's stored password hash (so a new password
 * retires every device, whoever signed in with the old one), device id and expiry, keyed with a
 * key derived (HKDF) from the session signing key: every instance on the database shares it, a
 * new signing key retires every device cookie. HttpOnly, SameSite=Strict, Path=/auth/v1, Secure
 * over HTTPS, 30 days, renewed (with a new device id) at every successful sign-in. supabase-js
 * sends it by itself: its fetch uses the default `credentials: 'same-origin'`, and the studio
 * calls /auth/v1 on its own origin.
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { proxyHops } from '../http/clientAddress.ts';
import type { SigningKey } from '../kit/keys.ts';

export const DEVICE_COOKIE_PATH = '/auth/v1';
export const DEVICE_COOKIE_PREFIX = 'sb-device-';
export const DEVICE_TRUST_MS = 30 * 86_400_000;
const VERSION = 'v1';
const VALUE = /^v1\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The account a cookie is bound to (a users row). */
export interface DeviceOwner {
  id: string;
  encrypted_password: string | null;
}

export class DeviceCookies {
  readonly #secret: Buffer;

  constructor(secret: Buffer) {
    if (secret.length < 32) throw new Error('device cookie secret must be at least 32 bytes');
    this.#secret = secret;
  }

  /** The key derived from the session signing key's private scalar (HKDF-SHA256, its own label). */
  static fromSigningKey(key: SigningKey): DeviceCookies {
    const d = crypto.KeyObject.from(key.privateKey).export({ format: 'jwk' }).d;
    if (!d) throw new Error('the session signing key has no private part');
    return new DeviceCookies(Buffer.from(crypto.hkdfSync('sha256', Buffer.from(d, 'base64url'), '', 'studio-site device cookie v1', 32)));
  }

  #mac(text: string): Buffer {
    return crypto.createHmac('sha256', this.#secret).update(text).digest();
  }

  /** The cookie's name for this user. */
  name(userId: string): string {
    return DEVICE_COOKIE_PREFIX + this.#mac(`name|${userId}`).subarray(0, 12).toString('base64url');
  }

  #signature(owner: DeviceOwner, device: string, expires: string): Buffer {
    const password = crypto
      .createHash('sha256')
      .update(owner.encrypted_password ?? '')
      .digest('base64url');
    return this.#mac(`${VERSION}|${owner.id}|${password}|${device}|${expires}`);
  }

  /** The device id of the request's cookie for `owner` when it is genuine and unexpired, else undefined. */
  read(c: Context, owner: DeviceOwner, now = Date.now()): string | undefined {
    const m = VALUE.exec(getCookie(c, this.name(owner.id)) ?? '');
    if (!m?.[1] || !m[2] || !m[3]) return undefined;
    const [, device, expires, mac] = m;
    if (!crypto.timingSafeEqual(Buffer.from(mac, 'base64url'), this.#signature(owner, device, expires))) return undefined;
    return Number(expires) * 1000 > now ? device : undefined;
  }

  /** A cookie value for a new device of `owner`, valid for DEVICE_TRUST_MS from `now`. */
  value(owner: DeviceOwner, now = Date.now()): string {
    const device = crypto.randomBytes(16).toString('base64url');
    const expires = String(Math.floor((now + DEVICE_TRUST_MS) / 1000));
    return `${VERSION}.${device}.${expires}.${this.#signature(owner, device, expires).toString('base64url')}`;
  }

  /** Sets a new cookie (a new device id) for `owner` on the response. */
  issue(c: Context, owner: DeviceOwner, secure: boolean): void {
    setCookie(c, this.name(owner.id), this.value(owner), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure,
      maxAge: DEVICE_TRUST_MS / 1000,
    });
  }
}

/** Whether the browser reached us over HTTPS: the URL itself, or the trusted proxy's X-Forwarded-Proto (deploy/haproxy.cfg sets it). */
export function overHttps(c: Context, trustProxy: boolean | number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return proxyHops(trustProxy) > 0 && c.req.header('x-forwarded-proto')?.trim().toLowerCase() === 'https';
}
