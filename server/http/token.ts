/**
 * Review tokens in URLs. A client review link (/review/<64 hex>) is a credential, and a path can
 * spell it many ways (//review/<t>, /REVIEW/<T>, /review%2F<t>, /studio/review/<t>, x<t>y, %61 for
 * `a`…). So the rule is not "under /review/" but "any run of 64 or more hex digits, anywhere": a
 * hex digit may be written as itself or percent-encoded (%30–%39, %41–%46, %61–%66). What the log
 * prints is masked with it, and a redirect that carries one is made private (static.ts).
 */

/** A run of hex digits, each as itself or as its %xx escape; not starting inside an escape (%2F<t> keeps its %2F). */
const ESCAPED_RUN = /(?<!%|%[0-9a-f])(?:[0-9a-f]|%(?:3[0-9]|4[1-6]|6[1-6])){64,}/gi;
/** A run of literal hex digits, escapes or not: catches a token whose first digit an escape swallowed (%a<t>). */
const LITERAL_RUN = /[0-9a-f]{64,}/gi;

export const TOKEN_MASK = '[token]';

/** `text` with every run of 64 or more hex digits (in any spelling) replaced by [token]. */
export function maskTokens(text: string): string {
  return text.replace(ESCAPED_RUN, TOKEN_MASK).replace(LITERAL_RUN, TOKEN_MASK);
}

/**
 * The headers of an answer whose URL or Location holds a token (server/review/app.ts's PRIVATE): never
 * stored, never sent on as a Referer, never indexed.
 */
export const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' };

/** Whether `text` holds what maskTokens masks. */
export const hasToken = (text: string): boolean => maskTokens(text) !== text;
