/**
 * POST /get-started: the consultation form without JavaScript (or sent before the page hydrated).
 * The same rules as the browser (contract/consultation), the same insert service as
 * POST /rest/v1/submissions (data/insertRows.ts), run as the anon role (data/asRole.ts, so RLS
 * decides), the app's one rate limiter (every post counts, invalid ones too: each costs a page
 * render), the honeypot, and a same-origin check. Answers:
 * 303 to /thank-you when stored (or when the honeypot caught a bot); the page again with the
 * values and messages otherwise: 422 invalid, 429 rate-limited, 503/500 not stored.
 * Nothing the visitor typed is ever logged or put in a URL.
 */
import { Hono } from 'hono';
import { valuesFromForm } from '#contract/consultation/formFields.ts';
import { FORM_ACTION, THANK_YOU_PATH, type ServerFormState } from '#contract/consultation/formPost.ts';
import { isBot, toSubmission } from '#contract/consultation/submission.ts';
import { validateConsultation } from '#contract/consultation/validate.ts';
import type { ConsultationValues } from '#contract/consultation/values.ts';
import type { Database } from '../db/adapter.ts';
import { isPgError } from '../db/adapter.ts';
import { DB_RETRY_AFTER_SECONDS, isDisconnect, reportConnectionLoss } from '../db/connection.ts';
import { readText } from '../http/body.ts';
import { clientKey } from '../http/clientAddress.ts';
import { HttpError, KIT_CODES } from '../http/errors.ts';
import { ANON, runAsRequest } from '../data/asRole.ts';
import { insertRows } from '../data/insertRows.ts';
import { rowsPayload } from '../data/rows.ts';
import { fromPgError } from '../data/pgErrors.ts';
import type { SharedLimit } from '../db/rateLimitStore.ts';
import type { SchemaCache } from '../data/schema.ts';
import { fallbackPage } from './fallback.ts';
import { formRefusal, formTooLarge, plainAnswer } from './guard.ts';
import type { RenderFormPage } from '../kit/ssrPage.ts';

const TABLE = 'submissions';

export interface ConsultationFormDeps {
  db: Database;
  schema: SchemaCache;
  /** The app's limiter, shared with /rest/v1: one budget per client whichever way it sends. */
  limiter: SharedLimit;
  renderPage: RenderFormPage;
  options: { bodyLimit: number; trustProxy: boolean | number; statementTimeoutMs: number };
}

export function createConsultationForm(deps: ConsultationFormDeps): Hono {
  const { db, schema, limiter, renderPage, options } = deps;
  const app = new Hono();

  async function page(status: number, state: ServerFormState, headers: Record<string, string> = {}): Promise<Response> {
    let html: string;
    try {
      html = await renderPage(state);
    } catch (err) {
      console.error('[form] could not render the consultation page, answering with the plain fallback:', (err as Error).message);
      html = fallbackPage(state);
    }
    return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
  }

  const stored = () => new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH, 'Cache-Control': 'no-store' } });

  async function store(values: ConsultationValues): Promise<void> {
    const table = schema.get(TABLE);
    if (!table) throw new Error(`public.${TABLE} is not in the schema cache`);
    // The row the browser's supabase-js insert sends, through the insert service POST /rest/v1 uses.
    const info = { method: 'POST', path: `/rest/v1/${TABLE}`, statementTimeoutMs: options.statementTimeoutMs };
    await insertRows((plan) => runAsRequest(db, ANON, info, plan), { table, payload: rowsPayload([{ ...toSubmission(values) }]) });
  }

  app.post(FORM_ACTION, async (c) => {
    const refusal = formRefusal(c, options);
    if (refusal) return refusal;

    let body: string;
    try {
      body = await readText(c, options.bodyLimit);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.code === KIT_CODES.payloadTooLarge) return formTooLarge(options.bodyLimit);
      if (err.code === KIT_CODES.invalidUtf8) return plainAnswer(400, 'The form was not sent as UTF-8.');
      return plainAnswer(400, 'The form did not arrive completely.'); // the client went away mid-body
    }
    const form = new URLSearchParams(body);
    const values = valuesFromForm((name) => form.get(name));

    if (limiter.enabled) {
      let key: string;
      try {
        key = clientKey(c, options.trustProxy);
      } catch (err) {
        if (err instanceof HttpError) return plainAnswer(err.status, `${err.body.message}.`);
        throw err;
      }
      const decision = await limiter.hit(key);
      if (!decision.allowed) {
        return page(429, { values, outcome: 'rate-limited' }, { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    }
    // Counted first: a re-rendered page costs as much as a stored lead, so invalid posts spend the budget too.
    if (Object.keys(validateConsultation(values)).length > 0) return page(422, { values, outcome: 'invalid' });
    if (isBot(values)) return stored(); // like a success, stored nowhere: bots learn nothing

    try {
      await store(values);
    } catch (err) {
      if (isDisconnect(err)) {
        reportConnectionLoss(err);
        return page(503, { values, outcome: 'failed' }, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
      }
      // The code and message only: a PostgreSQL error's detail can quote the row.
      if (isPgError(err)) {
        const refusedBy = fromPgError(err, ANON.role);
        console.error(`[form] the database refused the request: ${err.code} ${err.message}`);
        return page(refusedBy.status, { values, outcome: 'failed' });
      }
      console.error('[form] storing the request failed:', err instanceof Error ? err.message : String(err));
      return page(500, { values, outcome: 'failed' });
    }
    return stored();
  });

  return app;
}
