import { isAnswerProblem, type AnswerProblem, type ReviewSection, type Verdict } from '#contract/reviews.ts';
import { getAnonymousSupabase } from '../../lib/supabase';

export type AnswerResult =
  { ok: true; section: Pick<ReviewSection, 'id' | 'status' | 'comment' | 'answered_at'> } | { ok: false; problem: AnswerProblem };

export interface Answer {
  token: string;
  section: string;
  verdict: Verdict;
  comment: string;
}

/** The client's answer through the anon key, never a session: answer_review() decides, and names what it refused. */
export async function submitAnswer(answer: Answer, client = getAnonymousSupabase): Promise<AnswerResult> {
  try {
    const supabase = await client();
    const { data, error } = await supabase.rpc('answer_review', answer);
    if (error) return { ok: false, problem: isAnswerProblem(error.hint) ? error.hint : 'failed' };
    return { ok: true, section: data as AnswerResult extends { section: infer S } ? S : never };
  } catch {
    return { ok: false, problem: 'failed' };
  }
}
