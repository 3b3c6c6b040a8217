/**
 * The kinds of value the environment schema (env.ts) reads, and how a bad one is reported. Each
 * refuses a bad value with what it expects; describeIssues puts the variable's name in front and the
 * value behind ("PORT must be …, got "x""). Values arrive trimmed, and a blank one as unset.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A string read by `read`, which returns `invalid` for anything it does not accept. */
function parsed<T>(expected: string, read: (value: string) => T | typeof invalid) {
  return z.string().transform((value, ctx): T => {
    const out = read(value);
    if (out !== invalid) return out;
    ctx.addIssue({ code: 'custom', message: expected });
    return z.NEVER;
  });
}
const invalid = Symbol('invalid');

/** A whole number within bounds, read as Number() reads it ("1e3" is 1000). */
export function int(min: number, max: number) {
  const error = `must be an integer from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;
const FLAG = 'must be true or false (1/0, yes/no, on/off)';

/** On or off: 1/true/yes/on or 0/false/no/off, any case. */
export const flag = parsed(FLAG, (v) => (TRUE.test(v) ? true : FALSE.test(v) ? false : invalid));

/** TRUST_PROXY: a number of proxies (0 to 32), or a flag (true = 1, false = none). */
export const proxies = parsed(
  'must be the number of proxies in front (0 to 32), or on/off (true/false, yes/no)',
  (v): boolean | number | typeof invalid => {
    if (/^\d+$/.test(v)) return Number(v) <= 32 ? Number(v) : invalid;
    return TRUE.test(v) ? true : FALSE.test(v) ? false : invalid;
  },
);

/** Any text. */
export const text = z.string();

/** A directory; a relative one resolves against the working directory. */
export const dir = z.string().transform((v) => path.resolve(v));

/** A secret of at least `min` characters (never echoed in errors: env.ts lists the secrets). */
export const secret = (min: number) => z.string().min(min, { error: `must be at least ${min} characters long` });

/** HOST: an IP address (IPv6 with or without brackets) or localhost. */
export const host = parsed('must be an IP address such as 127.0.0.1, 0.0.0.0 or ::', (v) => {
  const bare = v.replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || net.isIP(bare) ? bare : invalid;
});

function originOf(value: string): string | typeof invalid {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : invalid;
  } catch {
    return invalid;
  }
}

/** An http(s) URL, kept as its origin. */
export const origin = parsed('must be an http(s) URL or origin', originOf);

/** VITE_STORYBOOK_URL: a path on this site (no origin to add) or an http(s) URL, whose origin is returned. */
export const pathOrOrigin = parsed('must be a path (/storybook/) or an http(s) URL', (v) => (v.startsWith('/') ? undefined : originOf(v)));

/** CORS_ORIGINS: * or a comma-separated list of http(s) origins. */
export const origins = parsed('must be * or comma-separated http(s) URLs or origins', (v): '*' | string[] | typeof invalid => {
  if (v === '*') return '*';
  const list = v.split(',').map((o) => originOf(o.trim()));
  return list.every((o) => o !== invalid) ? (list as string[]) : invalid;
});

/** An http(s) URL without trailing slashes (an origin and an optional base path). */
export const siteUrl = parsed('must be an http(s) URL', (v) => {
  const url = v.replace(/\/+$/, '');
  return /^https?:\/\/\S+$/.test(url) ? url : invalid;
});

/** A day in milliseconds, a common upper bound. */
export const DAY_MS = 86_400_000;

const DEFAULT_SITE_URL = 'https://www.lumenwebstudio.com';

/**
 * The site's public URL (token `iss`, TOTP issuer, inbox links; never a request's Host): SITE_URL, else
 * VITE_SITE_URL (the front end's), else the studio's. Every area that needs it declares both.
 */
export const siteVariables = { SITE_URL: siteUrl.optional(), VITE_SITE_URL: siteUrl.optional() };
export const siteOf = (e: { SITE_URL?: string | undefined; VITE_SITE_URL?: string | undefined }): string =>
  e.SITE_URL ?? e.VITE_SITE_URL ?? DEFAULT_SITE_URL;

/** SMTP_URL: smtp:// or smtps:// (it may hold a password: never echoed). */
export const smtpUrl = parsed('must be an smtp:// or smtps:// URL', (v) => (/^smtps?:$/.test(URL.parse(v)?.protocol ?? '') ? v : invalid));

/** DATABASE_URL: postgres:// or postgresql:// with a host (or ?host= for a socket directory); may hold a password: never echoed. */
export const databaseUrl = parsed('must be a PostgreSQL URL such as postgres://user:password@host:5432/database', (v) => {
  const url = URL.parse(v);
  return url && /^postgres(ql)?:$/.test(url.protocol) && (url.hostname || url.searchParams.get('host')) ? v : invalid;
});

const API_PATH = /^\/(rest|auth|storage|functions|realtime|graphql)(\/|$)/;
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** STORYBOOK_PATH: off/false/0/no/none = not served (false); else a sub-path, normalised to /a/b. */
export const mountPath = parsed('must be "off" or a sub-path such as /storybook (letters, digits, - _ . ~; not / or an API path)', (v) => {
  if (/^(off|false|0|no|none)$/i.test(v)) return false;
  const normalized = '/' + v.replace(/^\/+|\/+$/g, '');
  const valid =
    normalized !== '/' &&
    normalized
      .slice(1)
      .split('/')
      .every((s) => SEGMENT.test(s)) &&
    !API_PATH.test(normalized);
  return valid ? normalized : invalid;
});

/** One line per bad variable, `NAME <what is wrong, what is expected>, got "<value>"`; all of them under a count. */
export function describeIssues(issues: z.core.$ZodIssue[], input: Record<string, string>, secrets: ReadonlySet<string>): string {
  const lines = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0]);
    const value = input[name];
    const got = value === undefined || secrets.has(name) ? '' : `, got "${value}"`;
    if (!lines.has(name)) lines.set(name, `${name} ${issue.message}${got}`);
  }
  const list = [...lines.values()];
  return list.length === 1
    ? (list[0] ?? '')
    : `${list.length} environment variables are not valid:\n${list.map((line) => `  - ${line}`).join('\n')}`;
}
