/**
 * Cross-site form posts are refused: a page elsewhere must not make a visitor's browser submit
 * this form (and spend the visitor's rate limit, or plant requests in their name). Browsers say
 * where a post comes from: Sec-Fetch-Site (every current engine) and Origin (sent with every POST
 * by current browsers). A page cannot forge either, so the check needs neither tokens nor cookies.
 * An Origin is compared whole, scheme, host and port (a default port is no port), with the origins
 * this server answers as: an https:// page is not this http:// site, nor another port's.
 */
import type { Context } from 'hono';
import { proxyHops } from './clientAddress.ts';

export interface PostSource {
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** The origins this server answers as (ownOrigins). */
  origins: string[];
}

/** What a request says about how the browser reached it. */
export interface Reached {
  /** The request URL's scheme, `http` or `https` (the socket's). */
  scheme: string;
  host: string | undefined;
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
}

/** `scheme://host` as an origin (lower case, a default port dropped), or undefined when `host` is not a bare host[:port]. */
function originOf(scheme: string, host: string): string | undefined {
  const s = scheme.trim().toLowerCase();
  const h = host.trim();
  if ((s !== 'http' && s !== 'https') || h === '' || /[/\\@?#\s]/.test(h)) return undefined;
  try {
    return new URL(`${s}://${h}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins this server answers as: the request's scheme with its Host; behind a trusted proxy
 * (TRUST_PROXY) the scheme the proxy names in X-Forwarded-Proto (its first entry: the outermost
 * proxy's) with the Host and every X-Forwarded-Host entry.
 */
export function ownOrigins({ scheme, host, forwardedHost, forwardedProto }: Reached, trustProxy: boolean | number): string[] {
  const proxied = proxyHops(trustProxy) > 0;
  const proto = (proxied && forwardedProto?.split(',')[0]?.trim()) || scheme;
  const hosts = [host ?? '', ...(proxied ? (forwardedHost ?? '').split(',') : [])];
  return [...new Set(hosts.map((h) => originOf(proto, h)).filter((o) => o !== undefined))];
}

/** ownOrigins of a Hono request. */
export const requestOrigins = (c: Context, trustProxy: boolean | number): string[] =>
  ownOrigins(
    {
      scheme: new URL(c.req.url).protocol.slice(0, -1),
      host: c.req.header('host'),
      forwardedHost: c.req.header('x-forwarded-host'),
      forwardedProto: c.req.header('x-forwarded-proto'),
    },
    trustProxy,
  );

/** Why a post is refused, or undefined when it comes from this site's own pages. */
export function crossSiteReason({ secFetchSite, origin, origins }: PostSource): string | undefined {
  if (secFetchSite !== undefined) {
    return secFetchSite.trim().toLowerCase() === 'same-origin' ? undefined : `Sec-Fetch-Site is "${secFetchSite}", not same-origin`;
  }
  if (origin === undefined) return 'the request names neither Sec-Fetch-Site nor Origin';
  let sent: string;
  try {
    sent = new URL(origin.trim()).origin;
  } catch {
    return `Origin "${origin}" is not this site`;
  }
  return origins.includes(sent) ? undefined : `Origin "${origin}" is not this site`;
}
