/**
 * MSW handler factories for every REST call of the studio's Reviews view
 * (src/features/reviews/queries.ts: list, sections `in`, links, create_review, new link, reopen,
 * close, revoke, delete) and the client page's two functions (review_by_token, answer_review).
 * The handlers evaluate those calls on an in-memory store the way the server's PostgREST and the
 * migrations (supabase/migrations/20261128000000_reviews.sql, 20261202000000_review_integrity.sql)
 * do: the same checks, error codes, hints and statuses. tests/server/reviewsContract.test.ts runs the same calls against the real
 * server and this mock and compares what supabase-js returns.
 */
import { delay, http, HttpResponse } from 'msw';
import type { PostgrestErrorBody } from '#contract/apiError.ts';
import { REVIEW_BRANDS, type AnswerProblem, type ReviewForClient } from '#contract/reviews.ts';
import { REVIEW_SECTIONS_MAX, type ReviewLink, type StaffReview, type StaffSection } from '../../src/features/reviews/queries.ts';
import { errorJson, filterRows, pick, readResponse, type MockError, type Row } from './inbox.ts';

export const REVIEWS_PATHS = {
  reviews: '*/rest/v1/reviews',
  sections: '*/rest/v1/review_sections',
  links: '*/rest/v1/review_links',
  create: '*/rest/v1/rpc/create_review',
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
  /** Links e-mailed to the client (create_review / issue_review_link with send_email), in order. */
  invitations: string[];
  /** Links whose invitation the outbox has sent: their review can no longer be deleted. */
  sent: string[];
  /** Every answer: its section and link, with its time (the per-link rate limit; a review with one is never deleted). */
  answers: { section: string; link: string; at: number }[];
}

export function createReviewsStore(reviews: StaffReview[] = [], sections: StaffSection[] = [], links: ReviewLink[] = [], tokens: Record<string, string> = {}): ReviewsStore {
  return { reviews: reviews.map((r) => ({ ...r })), sections: sections.map((x) => ({ ...x })), links: links.map((l) => ({ ...l })), tokens: { ...tokens }, invitations: [], sent: [], answers: [] };
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
/** A time as PostgREST renders a timestamptz: UTC offset, no trailing zeros in the fraction. */
const pgTime = (at: string | number | Date) => new Date(at).toISOString().replace(/\.?0*Z$/, '+00:00');
const now = () => pgTime(Date.now());
const json = (body: unknown, status = 200) => new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_TYPE } });

const byNewest = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
const sectionOrder = (a: StaffSection, b: StaffSection) => a.review_id.localeCompare(b.review_id) || a.position - b.position;

/** char_length(btrim(x)): code points, spaces (only) trimmed at both ends, as PostgreSQL counts. */
const pgLength = (x: string, trim = false) => [...(trim ? x.replace(/^ +| +$/g, '') : x)].length;

/** create_review()'s refusals (400, hint = the reason). */
const invalid = (message: string, hint: string) => err(400, '22023', message, hint);
export const createErrors = {
  sectionsRequired: invalid('A review needs at least one section.', 'review_sections_required'),
  tooManySections: invalid(`A review can have at most ${REVIEW_SECTIONS_MAX} sections.`, 'review_too_many_sections'),
  badStory: (n: number) => invalid(`Section ${n} needs a Storybook story id, such as sections-hero--default.`, 'review_bad_section'),
  badTitle: (n: number) => invalid(`Section ${n} needs a title of 1 to 120 characters.`, 'review_bad_section'),
  badClientName: invalid('The client\'s name must be 1 to 120 characters.', 'review_bad_client_name'),
  badClientEmail: invalid('The client\'s e-mail address is not valid.', 'review_bad_client_email'),
  badBrand: invalid('The brand must be studio, coffee, landscaping or homegoods.', 'review_bad_brand'),
  noteTooLong: invalid('The note can be at most 2,000 characters.', 'review_note_too_long'),
  badExpiry: invalid('The link must expire after now and within 366 days.', 'review_bad_expiry'),
  notNull: (column: string) => err(400, '23502', `null value in column "${column}" of relation "reviews" violates not-null constraint`),
} satisfies Record<string, MockError | ((...a: never[]) => MockError)>;

/**
 * The reviews table's constraints on a new review, the first failing one as PostgreSQL finds it:
 * NOT NULL in column order, then the CHECKs in the order of their names.
 */
function reviewCheck(r: Record<string, unknown>, created: number): MockError | undefined {
  for (const column of ['client_name', 'client_email', 'brand']) if (typeof r[column] !== 'string') return createErrors.notNull(column);
  const [name, email, brand, note] = [r.client_name, r.client_email, r.brand, r.note].map(String) as [string, string, string, string];
  if (!(REVIEW_BRANDS as readonly string[]).includes(brand)) return createErrors.badBrand;
  if (pgLength(email) > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return createErrors.badClientEmail;
  if (pgLength(name, true) < 1 || pgLength(name, true) > 120) return createErrors.badClientName;
  const expires = Date.parse(String(r.expires_at));
  if (!(expires > created) || expires > created + 366 * 86_400_000) return createErrors.badExpiry;
  if (pgLength(note) > 2000) return createErrors.noteTooLong;
  return undefined;
}

/** A section as create_review() reads it from the JSON array: the first refusal, or the row. */
function sectionCheck(item: unknown, n: number): MockError | { story_id: string; title: string } {
  const x = (typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {}) as Record<string, unknown>;
  if (x !== item || typeof x.story_id !== 'string') return createErrors.badStory(n);
  if (typeof x.title !== 'string') return createErrors.badTitle(n);
  if (!/^[a-z0-9-]{1,120}--[a-z0-9-]{1,80}$/.test(x.story_id)) return createErrors.badStory(n);
  if (pgLength(x.title, true) < 1 || pgLength(x.title, true) > 120) return createErrors.badTitle(n);
  return { story_id: x.story_id, title: x.title };
}

/** A new link (the earlier ones revoked) and its token; with `send`, the invitation the outbox mails. */
function newLink(store: ReviewsStore, review: string, send: boolean | undefined) {
  for (const l of store.links) if (l.review_id === review && l.revoked_at === null) l.revoked_at = now();
  const link: ReviewLink = { id: crypto.randomUUID(), review_id: review, created_at: now(), revoked_at: null };
  // Math.random, not crypto: the stories' visual runs seed it, so the link shown is the same each run.
  const token = Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  store.links.push(link);
  store.tokens[token] = link.id;
  if (send) store.invitations.push(link.id);
  return token;
}

/** create_review(): the review, its sections and its first link, all or nothing. */
async function createReview(store: ReviewsStore, request: Request) {
  const a = (await request.json()) as Record<string, unknown>;
  const sections = a.sections;
  if (!Array.isArray(sections) || sections.length === 0) return errorJson(createErrors.sectionsRequired);
  if (sections.length > REVIEW_SECTIONS_MAX) return errorJson(createErrors.tooManySections);
  const created = Date.now();
  const input: Record<string, unknown> = { ...a, note: a.note ?? '', expires_at: a.expires_at ?? new Date(created + 30 * 86_400_000).toISOString() };
  const refused = reviewCheck(input, created);
  if (refused) return errorJson(refused);
  const rows: { story_id: string; title: string }[] = [];
  for (const [i, item] of sections.entries()) {
    const row = sectionCheck(item, i + 1);
    if ('status' in row) return errorJson(row);
    rows.push(row);
  }
  const review: StaffReview = {
    id: crypto.randomUUID(),
    client_name: String(input.client_name),
    client_email: String(input.client_email),
    brand: input.brand as StaffReview['brand'],
    note: String(input.note),
    expires_at: pgTime(String(input.expires_at)),
    closed_at: null,
    created_at: pgTime(created),
  };
  store.reviews.push(review);
  store.sections.push(
    ...rows.map((x, position): StaffSection => ({ id: crypto.randomUUID(), review_id: review.id, position, ...x, status: 'pending', comment: null, answered_at: null, answered_link: null })),
  );
  return json({ id: review.id, token: newLink(store, review.id, a.send_email === true) });
}

/** The delete policy: never answered (an answer stays on record after a reopen), no invitation sent. */
function unsent(store: ReviewsStore, review: string) {
  const sections = new Set(store.sections.filter((x) => x.review_id === review).map((x) => x.id));
  const links = store.links.filter((l) => l.review_id === review).map((l) => l.id);
  const answered = store.answers.some((x) => sections.has(x.section)) || store.sections.some((x) => x.review_id === review && x.answered_at !== null);
  return !answered && !links.some((l) => store.sent.includes(l));
}

/** DELETE of reviews: the rows the policy allows go, with their sections, links and unsent invitations (ON DELETE CASCADE). */
function deleteReviews(store: ReviewsStore, request: Request) {
  const q = new URL(request.url).searchParams;
  const gone = filterRows(store.reviews, q).filter((r) => unsent(store, r.id));
  const ids = new Set(gone.map((r) => r.id));
  const links = new Set(store.links.filter((l) => ids.has(l.review_id)).map((l) => l.id));
  store.reviews = store.reviews.filter((r) => !ids.has(r.id));
  store.sections = store.sections.filter((x) => !ids.has(x.review_id));
  store.links = store.links.filter((l) => !links.has(l.id));
  store.invitations = store.invitations.filter((l) => !links.has(l));
  store.tokens = Object.fromEntries(Object.entries(store.tokens).filter(([, l]) => !links.has(l)));
  const range = gone.length > 0 ? `0-${gone.length - 1}/*` : '*/*';
  if (!/return=representation/.test(request.headers.get('prefer') ?? '')) return new HttpResponse(null, { status: 204, headers: { 'Content-Range': range } });
  return new HttpResponse(JSON.stringify(gone.map((r) => pick(r, q.get('select')))), { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': range } });
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
  return json(newLink(store, review, send));
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
  store.answers.push({ section: section.id, link: found.link.id, at: Date.now() });
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
    http.patch(p.reviews, async ({ request }) => (await wait(), update(store, 'reviews', request))),
    http.delete(p.reviews, async ({ request }) => (await wait(), deleteReviews(store, request))),
    http.get(p.sections, async ({ request }) => (await wait(), readResponse(rows(store.sections, sectionOrder), request))),
    http.patch(p.sections, async ({ request }) => (await wait(), update(store, 'sections', request))),
    http.get(p.links, async ({ request }) => (await wait(), readResponse(rows(store.links, byNewest), request))),
    http.patch(p.links, async ({ request }) => (await wait(), update(store, 'links', request))),
    http.post(p.create, async ({ request }) => (await wait(), createReview(store, request))),
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

/** Creating a review fails (default: create_review() refuses the e-mail address). */
export const reviewsCreateError = (error: MockError = createErrors.badClientEmail) => http.post(REVIEWS_PATHS.create, () => errorJson(error));

/** The client's answer is refused with `error` (default: the server fails). */
export const answerError = (error: MockError = reviewsErrors.internal) => http.post(REVIEWS_PATHS.answer, () => errorJson(error));

/** The access token expired: every staff call answers 401 PGRST303. */
export const reviewsSessionExpired = () =>
  [REVIEWS_PATHS.reviews, REVIEWS_PATHS.sections, REVIEWS_PATHS.links, REVIEWS_PATHS.create, REVIEWS_PATHS.issueLink].map((path) => http.all(path, () => errorJson(reviewsErrors.jwtExpired)));

/** No response at all (offline). */
export const reviewsNetworkError = () => Object.values(REVIEWS_PATHS).map((path) => http.all(path, () => HttpResponse.error()));
