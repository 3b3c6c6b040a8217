/**
 * Client review (issue 30): what the client's page shows and sends, shared by the page
 * (src/features/review), the server's no-JavaScript post (server/review) and the database's
 * functions review_by_token() / answer_review() (supabase/migrations/20261128000000_reviews.sql).
 */
export const REVIEW_BRANDS = ['studio', 'coffee', 'landscaping', 'homegoods'] as const;
export type ReviewBrand = (typeof REVIEW_BRANDS)[number];

export const SECTION_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];
export type Verdict = Exclude<SectionStatus, 'pending'>;

export const REVIEW_COMMENT_MAX = 2000;
/** 64 lowercase hex characters (issue_review_link()). */
export const REVIEW_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export interface ReviewSection {
  id: string;
  story_id: string;
  title: string;
  status: SectionStatus;
  comment: string | null;
  answered_at: string | null;
}

/** review_by_token()'s answer. */
export interface ReviewForClient {
  client_name: string;
  brand: ReviewBrand;
  note: string;
  expires_at: string;
  closed: boolean;
  sections: ReviewSection[];
}

/** Why an answer was refused: the hint of answer_review()'s error, or the network. */
export type AnswerProblem =
  | 'review_not_available'
  | 'review_closed'
  | 'review_bad_verdict'
  | 'review_comment_required'
  | 'review_comment_too_long'
  | 'review_rate_limited'
  | 'failed';

/** 2000 → "2,000", as toLocaleString('en-US') writes it, without Intl: loading it costs the server about 7 MB. */
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

export const ANSWER_PROBLEMS: Record<AnswerProblem, string> = {
  review_not_available: 'This review is no longer available. Ask the studio for a new link.',
  review_closed: 'The studio has closed this review, so it takes no more answers.',
  review_bad_verdict: 'Choose Approve or Request Changes.',
  review_comment_required: 'Tell us what should change, then send again.',
  review_comment_too_long: `A comment can be at most ${withCommas(REVIEW_COMMENT_MAX)} characters.`,
  review_rate_limited: 'You have sent many answers in a short time. Please wait a few minutes and try again.',
  failed: 'Your answer was not saved. Please try again.',
};

export const isAnswerProblem = (hint: unknown): hint is AnswerProblem => typeof hint === 'string' && hint in ANSWER_PROBLEMS;

/** What the server renders the page with: the review (null: not available) and, after a refused post, why. */
export interface ServerReviewState {
  token: string;
  review: ReviewForClient | null;
  problem?: { section: string; problem: AnswerProblem; comment: string };
  /** The section whose answer, posted without JavaScript, was just saved (the 303's `?saved=`). */
  saved?: string;
}

/** The page's route (the token follows it) and the id of each section's element (the post's redirect target). */
export const REVIEW_ROUTE = '/review';
export const sectionAnchor = (id: string) => `section-${id}`;
/** Where an answer posted without JavaScript leads: the page, confirming that section's answer, scrolled to it. */
export const reviewSavedPath = (token: string, section: string) =>
  `${REVIEW_ROUTE}/${token}?saved=${encodeURIComponent(section)}#${sectionAnchor(section)}`;
