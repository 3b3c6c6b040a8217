/**
 * /review/<token>: the client's private review page, rendered here with the review the token
 * reaches (or "not available": 404 for a made-up, expired or revoked link alike), and its forms'
 * posts without JavaScript (303 back to the section, which then says its answer was saved; the page again with the reason when refused).
 * Never cached, never indexed, never sends the token on as a Referer; the request log shows
 * /review/[token]. Every GET and POST counts against the address's function-call budget.
 */
import { Hono, type Context } from 'hono';
import { REVIEW_ROUTE, REVIEW_TOKEN_PATTERN, isAnswerProblem, reviewSavedPath, type ServerReviewState } from '#contract/reviews.ts';
import { isPgError } from '../db/adapter.ts';
import { DB_RETRY_AFTER_SECONDS, isDisconnect, reportConnectionLoss } from '../db/connection.ts';
import { declaredTooLarge, readText } from '../http/body.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/errors.ts';
import type { SharedLimit } from '../db/rateLimitStore.ts';
import { fromPgError } from '../data/pgErrors.ts';
import { crossSiteReason, requestOrigins } from '../http/formOrigin.ts';
import type { RenderReviewPage } from '../kit/ssrPage.ts';
import type { ReviewCalls } from './calls.ts';

export interface ReviewAppDeps {
  calls: ReviewCalls;
  limiter: SharedLimit;
  renderPage: RenderReviewPage;
  options: { bodyLimit: number; trustProxy: boolean | number };
}

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' };

export function createReviewApp({ calls, limiter, renderPage, options }: ReviewAppDeps): Hono {
  const app = new Hono();
  const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
    new Response(`${text}\n`, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
  const page = async (status: number, state: ServerReviewState) =>
    new Response(await renderPage(state), { status, headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' } });

  /** The address's budget; a refusal as a plain answer, else undefined. */
  async function overBudget(c: Context): Promise<Response | undefined> {
    if (!limiter.enabled) return undefined;
    try {
      const decision = await limiter.hit(clientKey(c, options.trustProxy));
      if (decision.allowed) return undefined;
      return plain(429, 'Too many requests from your address. Please wait a few minutes and try again.', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    } catch (err) {
      if (err instanceof HttpError) return plain(err.status, `${err.body.message}.`);
      throw err;
    }
  }

  async function show(token: string, extra: Pick<ServerReviewState, 'problem' | 'saved'> = {}, status = 200): Promise<Response> {
    const review = REVIEW_TOKEN_PATTERN.test(token) ? await calls.review(token) : null;
    // `saved` names a section of this review or nothing: a made-up value shows no confirmation.
    const saved = review?.sections.some((s) => s.id === extra.saved) ? extra.saved : undefined;
    const state: ServerReviewState = { token, review, ...(extra.problem && { problem: extra.problem }), ...(saved && { saved }) };
    return page(review ? status : 404, state);
  }

  app.get(`${REVIEW_ROUTE}/:token`, async (c) => (await overBudget(c)) ?? show(c.req.param('token'), { saved: c.req.query('saved') }));

  app.post(`${REVIEW_ROUTE}/:token`, async (c) => {
    const token = c.req.param('token');
    if (declaredTooLarge(c, options.bodyLimit)) return plain(413, `The form is larger than ${options.bodyLimit} bytes.`);
    const refused = crossSiteReason({
      secFetchSite: c.req.header('sec-fetch-site'),
      origin: c.req.header('origin'),
      origins: requestOrigins(c, options.trustProxy),
    });
    if (refused) return plain(403, `Cross-site form posts are refused: ${refused}.`);
    if ((c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
      return plain(415, 'Send the form as application/x-www-form-urlencoded.');
    }
    const limited = await overBudget(c);
    if (limited) return limited;
    let body: string;
    try {
      body = await readText(c, options.bodyLimit);
    } catch (err) {
      if (err instanceof HttpError) return plain(err.status, `${err.body.message}.`);
      throw err;
    }
    const form = new URLSearchParams(body);
    const section = form.get('section') ?? '';
    const comment = form.get('comment') ?? '';
    try {
      await calls.answer({ token, section, verdict: form.get('verdict') ?? '', comment });
    } catch (err) {
      if (isDisconnect(err)) {
        reportConnectionLoss(err);
        return plain(503, 'Your answer could not be saved just now. Please go back and try again in a moment.', {
          'Retry-After': String(DB_RETRY_AFTER_SECONDS),
        });
      }
      if (!isPgError(err)) throw err;
      // A section id that is not a UUID is as unknown as any other: the same answer.
      const unknownSection = err.code === '22P02';
      const problem = unknownSection ? 'review_not_available' : isAnswerProblem(err.hint) ? err.hint : 'failed';
      const status = unknownSection ? 404 : fromPgError(err, 'anon').status;
      return show(token, { problem: { section, problem, comment } }, status);
    }
    return new Response(null, { status: 303, headers: { ...PRIVATE, Location: reviewSavedPath(token, section) } });
  });

  return app;
}
