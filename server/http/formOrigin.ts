/**
 * Cross-site form posts are refused: a page elsewhere must not make a visitor's browser submit
 * this form (and spend the visitor's rate limit, or plant requests in their name). Browsers say
 * where a post comes from: Sec-Fetch-Site (every current engine) and Origin (sent with every POST
 * by current browsers). A page cannot forge either, so the check needs neither tokens nor cookies.
 */

export interface PostSource {
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** Host names this server answers to: the Host header, plus X-Forwarded-Host behind a trusted proxy. */
  hosts: string[];
}

/** Why a post is refused, or undefined when it comes from this site's own pages. */
export function crossSiteReason({ secFetchSite, origin, hosts }: PostSource): string | undefined {
  if (secFetchSite !== undefined) {
    return secFetchSite.trim().toLowerCase() === 'same-origin' ? undefined : `Sec-Fetch-Site is "${secFetchSite}", not same-origin`;
  }
  if (origin === undefined) return 'the request names neither Sec-Fetch-Site nor Origin';
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return `Origin "${origin}" is not this site`;
  }
  return hosts.some((h) => h.trim().toLowerCase() === host) ? undefined : `Origin "${origin}" is not this site`;
}
