/**
 * What both form routes without JavaScript (consultation.ts, demoContact.ts) answer in plain text,
 * and the guards they run before reading a body: the declared size, the same-origin check and the
 * form encoding.
 */
import type { Context } from 'hono';
import { declaredTooLarge } from '../http/body.ts';
import { crossSiteReason, requestOrigins } from '../http/formOrigin.ts';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A plain-text answer, never cached. */
export function plainAnswer(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** 413: the form is over the body limit. */
export const formTooLarge = (bodyLimit: number): Response => plainAnswer(413, `The form is larger than ${bodyLimit} bytes.`);

/** The answer that refuses a form post before its body is read (413, 403 or 415), or undefined when it may be read. */
export function formRefusal(c: Context, options: { bodyLimit: number; trustProxy: boolean | number }): Response | undefined {
  if (declaredTooLarge(c, options.bodyLimit)) return formTooLarge(options.bodyLimit);
  const refused = crossSiteReason({
    secFetchSite: c.req.header('sec-fetch-site'),
    origin: c.req.header('origin'),
    origins: requestOrigins(c, options.trustProxy),
  });
  if (refused) return plainAnswer(403, `Cross-site form posts are refused: ${refused}.`);
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return plainAnswer(415, `Send the form as ${FORM_TYPE}.`);
  return undefined;
}
