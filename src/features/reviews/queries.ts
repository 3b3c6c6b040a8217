/**
 * Every REST call the studio's Reviews view makes, in one place: the UI calls these, the MSW
 * handlers in mocks/supabase/reviews.ts answer them, and tests/server/reviewsContract.test.ts runs
 * them against the real server. Access is decided by the database (staff at aal2 only;
 * supabase/migrations/20261128000000_reviews.sql).
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

export async function createReview(
  c: SupabaseClient,
  input: NewReview,
  sendEmail: boolean,
): Promise<Result<{ id: string; token: string }>> {
  const { sections, ...review } = input;
  const created = await run<{ id: string }>(c.from('reviews').insert(review).select('id').single());
  if (!created.ok) return created;
  const id = created.data.id;
  const rows = sections.map((s, position) => ({ ...s, position, review_id: id }));
  const added = await run<null>(c.from('review_sections').insert(rows));
  if (!added.ok) return added;
  const link = await issueLink(c, id, sendEmail);
  return link.ok ? { ok: true, data: { id, token: link.data } } : link;
}

/** The client sees the section as pending again (after it was changed). */
export const reopenSection = (c: SupabaseClient, id: string) =>
  run<null>(c.from('review_sections').update({ status: 'pending' }).eq('id', id));

export const closeReview = (c: SupabaseClient, id: string, at = new Date().toISOString()) =>
  run<null>(c.from('reviews').update({ closed_at: at }).eq('id', id));

export const revokeLinks = (c: SupabaseClient, reviewId: string, at = new Date().toISOString()) =>
  run<null>(c.from('review_links').update({ revoked_at: at }).eq('review_id', reviewId).is('revoked_at', null));
