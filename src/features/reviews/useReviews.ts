import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { listReviews, listSections, type StaffReview, type StaffSection } from './queries';

export interface ReviewWithSections extends StaffReview {
  sections: StaffSection[];
}

export const createReviewsQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });

class QueryFailed extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Every review with its sections (two requests); `reload` after a change. A 401 ends the session. */
export function useReviews(client: () => Promise<SupabaseClient>, onExpired: () => void) {
  const query = useQuery({
    queryKey: ['reviews'],
    queryFn: async (): Promise<ReviewWithSections[]> => {
      const c = await client();
      const reviews = await listReviews(c);
      if (!reviews.ok) {
        if (reviews.status === 401) onExpired();
        throw new QueryFailed(reviews.status, reviews.message);
      }
      if (reviews.data.length === 0) return [];
      const sections = await listSections(
        c,
        reviews.data.map((r) => r.id),
      );
      if (!sections.ok) throw new QueryFailed(sections.status, sections.message);
      return reviews.data.map((r) => ({ ...r, sections: sections.data.filter((s) => s.review_id === r.id) }));
    },
  });
  const state = query.isPending
    ? ({ status: 'loading' } as const)
    : query.isError
      ? ({ status: 'error', message: query.error.message } as const)
      : ({ status: 'ready', data: query.data } as const);
  return { state, reload: async () => void (await query.refetch()) };
}
