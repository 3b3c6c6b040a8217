/**
 * The review page's two database calls, made exactly as the browser's supabase-js makes them:
 * POST /rest/v1/rpc/review_by_token and /rpc/answer_review with the anon key, through the REST
 * API's own call statement (data/rpc.ts) as the anon role, so the functions' grants decide.
 */
import type { ReviewForClient, Verdict } from '#contract/reviews.ts';
import type { Database } from '../db/adapter.ts';
import type { AuthContext } from '../http/authContext.ts';
import { runAsRequest } from '../data/asRole.ts';
import { callStatement, type FunctionInfo } from '../data/rpc.ts';

const fn = (name: string, ...args: [string, string][]): FunctionInfo => ({
  name,
  args: args.map(([argName, type]) => ({ name: argName, type, optional: false })),
  returnsSet: false,
});

const REVIEW_BY_TOKEN = fn('review_by_token', ['token', 'text']);
const ANSWER_REVIEW = fn('answer_review', ['token', 'text'], ['section', 'uuid'], ['verdict', 'text'], ['comment', 'text']);

export interface ReviewCalls {
  review(token: string): Promise<ReviewForClient | null>;
  answer(args: { token: string; section: string; verdict: Verdict | string; comment: string }): Promise<void>;
}

export function reviewCalls(db: Database, anon: () => Promise<AuthContext>, statementTimeoutMs: number): ReviewCalls {
  const call = async (f: FunctionInfo, values: Record<string, unknown>): Promise<unknown> => {
    const info = { method: 'POST', path: `/rest/v1/rpc/${f.name}`, statementTimeoutMs };
    const body = await runAsRequest(db, await anon(), info, {
      statements: [callStatement(f, values)],
      finish: (results) => results[0]?.body ?? 'null',
      mayRefuse: false,
    });
    return JSON.parse(body) as unknown;
  };
  return {
    review: async (token) => (await call(REVIEW_BY_TOKEN, { token })) as ReviewForClient | null,
    answer: async (args) => void (await call(ANSWER_REVIEW, args)),
  };
}
