import { createContext, useContext } from 'react';
import type { ServerReviewState } from '#contract/reviews.ts';

const ServerReviewContext = createContext<ServerReviewState | undefined>(undefined);

/**
 * Set by the server render (src/entry-server.tsx) when server/review answers /review/<token>: the
 * review (or null, not available) and, after a refused post, why. The page is only ever rendered
 * there; in the browser only its island hydrates, from its own serialized props.
 */
export const ServerReviewProvider = ServerReviewContext.Provider;

export const useServerReview = (): ServerReviewState | undefined => useContext(ServerReviewContext);
