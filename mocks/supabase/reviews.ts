/**
 * MSW handler factories for every REST call of the studio's Reviews view
 * (src/features/reviews/queries.ts: list, sections `in`, links, create, sections insert, new link,
 * reopen, close, revoke) and the client page's two functions (review_by_token, answer_review).
 * The handlers evaluate those calls on an in-memory store the way the server's PostgREST and the
 * migration (supabase/migrations/20261128000000_reviews.sql) do: the same checks, error codes,
 * hints and statuses. tests/server/reviewsContract.test.ts runs the same calls against the real
 * server and this mock and compares what supabase-js returns.
 */
import { delay, http, HttpResponse } from 'msw';
import type { PostgrestErrorBody } from '#contract/apiError.ts';
import { REVIEW_BRANDS, type AnswerProblem, type ReviewForClient } from '#contract/reviews.ts';
import type { ReviewLink, StaffReview, StaffSection } from '../../src/features/reviews/queries.ts';
import { errorJson, filterRows, readResponse, type MockError, type Row } from './inbox.ts';

export const REVIEWS_PATHS = {
  reviews: '*/rest/v1/reviews',
  sections: '*/rest/v1/review_sections',
  links: '*/rest/v1/review_links',
  issueLink: '*/rest/v1/rpc/issue_review_link',
  byToken: '*/rest/v1/rpc/review_by_token',
  answer: '*/rest/v1/rpc/answer_review',
} as const;

export interface ReviewsStore {
  reviews: StaffReview[];
  sections: StaffSection[];
  links: ReviewLink[];
  /** token → link id (the database keeps only the hash; the mock keeps the pair). */
  tokens: Record<string, string>;
  /** Links e-mailed to the client (issue_review_link with send_email), in order. */
  invitations: string[];
  /** Answers per link id, with their times (the per-link rate limit). */
  answers: { link: string; at: number }[];
}

export function createReviewsStore(reviews: StaffReview[] = [], sections: StaffSection[] = [], links: ReviewLink[] = [], tokens: Record<string, string> = {}): ReviewsStore {
  return { reviews: reviews.map((r) => ({ ...r })), sections: sections.map((x) => ({ ...x })), links: links.map((l) => ({ ...l })), tokens: { ...tokens }, invitations: [], answers: [] };
}

const err = (status: number, code: string, message: string, hint: string | null = null, details: string | null = null): MockError => ({
  status,
  body: { code, details, hint, message } satisfies PostgrestErrorBody,
});
const problem = (status: number, code: string, message: string, hint: AnswerProblem) => err(status, code, message, hint);

export const reviewsErrors = {
  internal: err(500, 'PGRSTX00', 'Internal server error'),
  unavailable: err(503, 'PGRST001', 'Database client error. Retrying the connection.'),
  jwtExpired: err(401, 'PGRST303', 'JWT expired'),
  check: (table: string, constraint: string) => err(400, '23514', `new row for relation "${table}" violates check constraint "${constraint}"`),
  reviewNotFound: err(404, 'PT404', 'review not found'),
  onlyReopen: err(400, '22023', 'staff can only reopen a section', 'Set status to pending.'),
  notAvailable: problem(404, 'PT404', 'This review is not available.', 'review_not_available'),
  closed: problem(409, 'PT409', 'This review is closed.', 'review_closed'),
  badVerdict: problem(400, '22023', 'The answer must be approved or changes_requested.', 'review_bad_verdict'),
  commentRequired: problem(400, '22023', 'Say what should change.', 'review_comment_required'),
  commentTooLong: problem(400, '22023', 'A comment can be at most 2,000 characters.', 'review_comment_too_long'),
  rateLimited: problem(429, 'PT429', 'Too many answers in a short time. Please wait a few minutes.', 'review_rate_limited'),
} satisfies Record<string, MockError | ((...a: string[]) => MockError)>;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
/** A time as PostgREST renders a timestamptz: UTC offset, no trailing zeros in the fraction. */
const pgTime = (at: string | number | Date) => new Date(at).toISOString().replace(/\.?0*Z$/, '+00:00');
const now = () => pgTime(Date.now());
const json = (body: unknown, status = 200) => new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_TYPE } });

const byNewest = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
const sectionOrder = (a: StaffSection, b: StaffSection) => a.review_id.localeCompare(b.review_id) || a.position - b.position;

/** The migration's CHECK constraints on a new review (first failing one, in the table's order). */
function reviewCheck(r: Partial<StaffReview>, created: string): MockError | undefined {
  const name = (r.client_name ?? '').trim();
  if (name.length < 1 || name.length > 120) return reviewsErrors.check('reviews', 'reviews_client_name_check');
  const email = r.client_email ?? '';
  if (email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return reviewsErrors.check('reviews', 'reviews_client_email_check');
  if (!(REVIEW_BRANDS as readonly string[]).includes(r.brand ?? '')) return reviewsErrors.check('reviews', 'reviews_brand_check');
  if ((r.note ?? '').length > 2000) return reviewsErrors.check('reviews', 'reviews_note_check');
  const expires = Date.parse(r.expires_at ?? '');
  if (!(expires > Date.parse(created)) || expires > Date.parse(created) + 366 * 86_400_000) return reviewsErrors.check('reviews', 'reviews_expiry_check');
  return undefined;
}

async function insertReview(store: ReviewsStore, request: Request) {
  const input = (await request.json()) as Partial<StaffReview>;
  const created = now();
  const row: StaffReview = {
    id: crypto.randomUUID(),
    client_name: input.client_name ?? '',
    client_email: input.client_email ?? '',
    brand: input.brand as StaffReview['brand'],
    note: input.note ?? '',
    expires_at: Number.isNaN(Date.parse(input.expires_at ?? '')) ? (input.expires_at ?? pgTime(Date.now() + 30 * 86_400_000)) : pgTime(input.expires_at ?? ''),
    closed_at: null,
    created_at: created,
  };
  const refused = reviewCheck(row, created);
  if (refused) return errorJson(refused);
  store.reviews.push(row);
  return new HttpResponse(JSON.stringify({ id: row.id }), { status: 201, headers: { 'Content-Type': OBJECT_TYPE, 'Content-Range': '*/*' } });
}

async function insertSections(store: ReviewsStore, request: Request) {
  const body = (await request.json()) as Partial<StaffSection> | Partial<StaffSection>[];
  const rows = Array.isArray(body) ? body : [body];
  const added: StaffSection[] = [];
  for (const s of rows) {
    if (!store.reviews.some((r) => r.id === s.review_id)) {
      return errorJson(err(409, '23503', 'insert or update on table "review_sections" violates foreign key constraint "review_sections_review_id_fkey"'));
    }
    if (!(Number(s.position) >= 0 && Number(s.position) <= 49)) return errorJson(reviewsErrors.check('review_sections', 'review_sections_position_check'));
    if (!/^[a-z0-9-]{1,120}--[a-z0-9-]{1,80}$/.test(s.story_id ?? '')) return errorJson(reviewsErrors.check('review_sections', 'review_sections_story_check'));
    const title = (s.title ?? '').trim();
    if (title.length < 1 || title.length > 120) return errorJson(reviewsErrors.check('review_sections', 'review_sections_title_check'));
    if ([...store.sections, ...added].some((x) => x.review_id === s.review_id && x.position === s.position)) {
      return errorJson(err(409, '23505', 'duplicate key value violates unique constraint "review_sections_position_key"'));
    }
    added.push({ id: crypto.randomUUID(), review_id: s.review_id ?? '', position: Number(s.position), story_id: s.story_id ?? '', title: s.title ?? '', status: 'pending', comment: null, answered_at: null, answered_link: null });
  }
  store.sections.push(...added);
  return new HttpResponse(null, { status: 201, headers: { 'Content-Range': '*/*' } });
}

/** PATCH of one of the three tables: the columns staff may change, with the database's triggers. */
async function update(store: ReviewsStore, table: 'reviews' | 'sections' | 'links', request: Request) {
  const q = new URL(request.url).searchParams;
  const change = (await request.json()) as Row;
  const targets = filterRows(store[table] as unknown as Row[], q);
  if (table === 'sections' && change.status !== 'pending' && targets.length > 0) return errorJson(reviewsErrors.onlyReopen);
  for (const row of targets) {
    if (table === 'sections') Object.assign(row, { status: 'pending', comment: null, answered_at: null, answered_link: null });
    else if (table === 'links') row.revoked_at = now();
    else for (const [k, v] of Object.entries(change)) row[k] = typeof v === 'string' && k.endsWith('_at') ? pgTime(v) : v;
  }
  return new HttpResponse(null, { status: 204, headers: { 'Content-Range': targets.length > 0 ? `0-${targets.length - 1}/*` : '*/*' } });
}

async function issueLink(store: ReviewsStore, request: Request) {
  const { review, send_email: send } = (await request.json()) as { review: string; send_email?: boolean };
  if (!store.reviews.some((r) => r.id === review)) return errorJson(reviewsErrors.reviewNotFound);
  for (const l of store.links) if (l.review_id === review && l.revoked_at === null) l.revoked_at = now();
  const link: ReviewLink = { id: crypto.randomUUID(), review_id: review, created_at: now(), revoked_at: null };
  // Math.random, not crypto: the stories' visual runs seed it, so the link shown is the same each run.
  const token = Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  store.links.push(link);
  store.tokens[token] = link.id;
  if (send) store.invitations.push(link.id);
  return json(token);
}

/** review_link_for(): the usable link behind a token (not revoked, its review not expired). */
function linkFor(store: ReviewsStore, token: unknown) {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return undefined;
  const link = store.links.find((l) => l.id === store.tokens[token] && l.revoked_at === null);
  const review = store.reviews.find((r) => r.id === link?.review_id && Date.parse(r.expires_at) > Date.now());
  return link && review ? { link, review } : undefined;
}

export function clientView(store: ReviewsStore, review: StaffReview): ReviewForClient {
  const sections = store.sections.filter((s) => s.review_id === review.id).sort(sectionOrder);
  return {
    client_name: review.client_name,
    brand: review.brand,
    note: review.note,
    expires_at: review.expires_at,
    closed: review.closed_at !== null,
    sections: sections.map(({ id, story_id, title, status, comment, answered_at }) => ({ id, story_id, title, status, comment, answered_at })),
  };
}

async function byToken(store: ReviewsStore, request: Request) {
  const { token } = (await request.json()) as { token?: unknown };
  const found = linkFor(store, token);
  return json(found ? clientView(store, found.review) : null);
}

async function answer(store: ReviewsStore, request: Request) {
  const a = (await request.json()) as { token?: unknown; section?: string; verdict?: string; comment?: string | null };
  const found = linkFor(store, a.token);
  const section = store.sections.find((s) => s.id === a.section && s.review_id === found?.review.id);
  if (!found || !section) return errorJson(reviewsErrors.notAvailable);
  if (found.review.closed_at !== null) return errorJson(reviewsErrors.closed);
  if (a.verdict !== 'approved' && a.verdict !== 'changes_requested') return errorJson(reviewsErrors.badVerdict);
  const clean = (a.comment ?? '').trim() || null;
  if (a.verdict === 'changes_requested' && clean === null) return errorJson(reviewsErrors.commentRequired);
  if ((clean ?? '').length > 2000) return errorJson(reviewsErrors.commentTooLong);
  const recent = store.answers.filter((x) => x.link === found.link.id && x.at > Date.now() - 600_000);
  if (recent.length >= 60) return errorJson(reviewsErrors.rateLimited);
  const at = now();
  Object.assign(section, { status: a.verdict, comment: clean, answered_at: at, answered_link: found.link.id });
  store.answers.push({ link: found.link.id, at: Date.now() });
  return json({ id: section.id, status: a.verdict, comment: clean, answered_at: at });
}

// ---- factories ----

/** Every Reviews-view call and both client functions, answered from `store`. */
export function reviewsHandlers(store: ReviewsStore = createReviewsStore(), { delayMs = 0 } = {}) {
  const wait = () => (delayMs > 0 ? delay(delayMs) : Promise.resolve());
  const rows = <T>(list: T[], order: (a: T, b: T) => number) => [...list].sort(order) as unknown as Row[];
  const p = REVIEWS_PATHS;
  return [
    http.get(p.reviews, async ({ request }) => (await wait(), readResponse(rows(store.reviews, byNewest), request))),
    http.post(p.reviews, async ({ request }) => (await wait(), insertReview(store, request))),
    http.patch(p.reviews, async ({ request }) => (await wait(), update(store, 'reviews', request))),
    http.get(p.sections, async ({ request }) => (await wait(), readResponse(rows(store.sections, sectionOrder), request))),
    http.post(p.sections, async ({ request }) => (await wait(), insertSections(store, request))),
    http.patch(p.sections, async ({ request }) => (await wait(), update(store, 'sections', request))),
    http.get(p.links, async ({ request }) => (await wait(), readResponse(rows(store.links, byNewest), request))),
    http.patch(p.links, async ({ request }) => (await wait(), update(store, 'links', request))),
    http.post(p.issueLink, async ({ request }) => (await wait(), issueLink(store, request))),
    http.post(p.byToken, async ({ request }) => (await wait(), byToken(store, request))),
    http.post(p.answer, async ({ request }) => (await wait(), answer(store, request))),
  ];
}

/** No reviews at all. */
export const reviewsEmpty = () => reviewsHandlers(createReviewsStore());

/** The same answers after `ms` (loading states). */
export const reviewsSlow = (store: ReviewsStore, ms = 2000) => reviewsHandlers(store, { delayMs: ms });

/** Every staff read fails with `error` (default 500): the error-with-retry state. */
export const reviewsReadError = (error: MockError = reviewsErrors.internal) =>
  [REVIEWS_PATHS.reviews, REVIEWS_PATHS.sections, REVIEWS_PATHS.links].map((path) => http.get(path, () => errorJson(error)));

/** Creating a review fails (default: the database refuses the e-mail address). */
export const reviewsCreateError = (error: MockError = reviewsErrors.check('reviews', 'reviews_client_email_check')) =>
  http.post(REVIEWS_PATHS.reviews, () => errorJson(error));

/** The client's answer is refused with `error` (default: the server fails). */
export const answerError = (error: MockError = reviewsErrors.internal) => http.post(REVIEWS_PATHS.answer, () => errorJson(error));

/** The access token expired: every staff call answers 401 PGRST303. */
export const reviewsSessionExpired = () =>
  [REVIEWS_PATHS.reviews, REVIEWS_PATHS.sections, REVIEWS_PATHS.links, REVIEWS_PATHS.issueLink].map((path) => http.all(path, () => errorJson(reviewsErrors.jwtExpired)));

/** No response at all (offline). */
export const reviewsNetworkError = () => Object.values(REVIEWS_PATHS).map((path) => http.all(path, () => HttpResponse.error()));
