import type { ReviewWithSections } from './useReviews';

export const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const momentOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export type ReviewState = 'open' | 'closed' | 'expired';

export function stateOf(review: Pick<ReviewWithSections, 'closed_at' | 'expires_at'>, now = Date.now()): ReviewState {
  if (review.closed_at) return 'closed';
  return new Date(review.expires_at).getTime() <= now ? 'expired' : 'open';
}

export function tally(review: ReviewWithSections) {
  const count = (s: string) => review.sections.filter((x) => x.status === s).length;
  return { approved: count('approved'), changes: count('changes_requested'), total: review.sections.length };
}
