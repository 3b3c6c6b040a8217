/**
 * Every REST call the studio's Reviews view makes, in one place: the UI calls these, the MSW
 * handlers in mocks/supabase/reviews.ts answer them, and tests/server/reviewsContract.test.ts runs
 * them against the real server. Access is decided by the database (staff at aal2 only;
 * supabase/migrations/20261128000000_reviews.sql, 20261202000000_review_integrity.sql).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReviewBrand, SectionStatus } from '#contract/reviews.ts';

export const REVIEW_COLUMNS = 'id,client_name,client_email,brand,note,expires_at,closed_at,created_at';
export const SECTION_COLUMNS = 'id,review_id,position,story_id,title,status,comment,answered_at,answered_link';
export const LINK_COLUMNS = 'id,review_id,created_at,revoked_at';

export interface StaffReview {
  id: string;
  client_name: string;
  client_email: string;
  brand: ReviewBrand;
  note: string;
  expires_at: string;
  closed_at: string | null;
  created_at: string;
}

export interface StaffSection {
  id: string;
  review_id: string;
  position: number;
  story_id: string;
  title: string;
  status: SectionStatus;
  comment: string | null;
  answered_at: string | null;
  answered_link: string | null;
}

export interface ReviewLink {
  id: string;
  review_id: string;
  created_at: string;
  revoked_at: string | null;
}

export interface NewReview {
  client_name: string;
  client_email: string;
  brand: ReviewBrand;
  note: string;
  expires_at: string;
  sections: { story_id: string; title: string }[];
}

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

async function run<T>(
  query: PromiseLike<{ data: unknown; error: { code?: string; message: string } | null; status: number }>,
): Promise<Result<T>> {
  const { data, error, status } = await query;
  return error ? { ok: false, status, code: error.code ?? '', message: error.message } : { ok: true, data: data as T };
}

export const listReviews = (c: SupabaseClient) =>
  run<StaffReview[]>(c.from('reviews').select(REVIEW_COLUMNS).order('created_at', { ascending: false }).order('id').limit(200));

export const getReview = (c: SupabaseClient, id: string) => run<StaffReview[]>(c.from('reviews').select(REVIEW_COLUMNS).eq('id', id));

export const listSections = (c: SupabaseClient, reviewIds: string[]) =>
  run<StaffSection[]>(c.from('review_sections').select(SECTION_COLUMNS).in('review_id', reviewIds).order('review_id').order('position'));

export const listLinks = (c: SupabaseClient, reviewId: string) =>
  run<ReviewLink[]>(c.from('review_links').select(LINK_COLUMNS).eq('review_id', reviewId).order('created_at', { ascending: false }));

/** A new link (earlier ones are revoked): the token, returned only this once; e-mailed to the client when asked. */
export const issueLink = (c: SupabaseClient, reviewId: string, sendEmail: boolean) =>
  run<string>(c.rpc('issue_review_link', { review: reviewId, send_email: sendEmail }));

/** The most sections one review takes (the create_review() function refuses more). */
export const REVIEW_SECTIONS_MAX = 50;

/**
 * The review, its sections and its first link in one call and one transaction (create_review()):
 * a refusal at any step leaves nothing behind. The token is returned only this once.
 */
export const createReview = (c: SupabaseClient, { sections, ...review }: NewReview, sendEmail: boolean) =>
  run<{ id: string; token: string }>(c.rpc('create_review', { ...review, sections, send_email: sendEmail }));

export const REVIEW_NOT_DELETABLE = 'This review can no longer be deleted: the client has answered or was e-mailed the link.';

/**
 * Deletes a review that was never sent (with its sections and links). The database allows it only
 * while no section has a client answer and no invitation was e-mailed; otherwise the delete matches
 * no row, which `.select('id')` tells apart from success: then `code` is `review_not_deletable`
 * (the HTTP status is the server's 200).
 */
export async function deleteReview(c: SupabaseClient, id: string): Promise<Result<null>> {
  const deleted = await run<{ id: string }[]>(c.from('reviews').delete().eq('id', id).select('id'));
  if (!deleted.ok) return deleted;
  if (deleted.data.length > 0) return { ok: true, data: null };
  return { ok: false, status: 200, code: 'review_not_deletable', message: REVIEW_NOT_DELETABLE };
}

/** The client sees the section as pending again (after it was changed). */
export const reopenSection = (c: SupabaseClient, id: string) =>
  run<null>(c.from('review_sections').update({ status: 'pending' }).eq('id', id));

export const closeReview = (c: SupabaseClient, id: string, at = new Date().toISOString()) =>
  run<null>(c.from('reviews').update({ closed_at: at }).eq('id', id));

export const revokeLinks = (c: SupabaseClient, reviewId: string, at = new Date().toISOString()) =>
  run<null>(c.from('review_links').update({ revoked_at: at }).eq('review_id', reviewId).is('revoked_at', null));
