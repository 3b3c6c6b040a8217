import { RATE_LIMIT_STATUS } from '#contract/apiError.ts';
import { isBot, toSubmission } from '#contract/consultation/submission.ts';
import type { ConsultationValues } from '#contract/consultation/values.ts';
import { getSupabase } from '../../lib/supabase';

export type SubmitResult = { ok: true } | { ok: false; reason: 'rate-limited' | 'failed' };

/**
 * Stores a consultation request. The insert does not ask for the row back: visitors may
 * insert but never read submissions. A filled honeypot is answered like a success and
 * stored nowhere, so bots learn nothing.
 */
export async function submitConsultation(values: ConsultationValues): Promise<SubmitResult> {
  if (isBot(values)) return { ok: true };
  try {
    const supabase = await getSupabase();
    const { error, status } = await supabase.from('submissions').insert(toSubmission(values));
    if (!error) return { ok: true };
    console.error('[consultation] submission failed', status, error);
    return { ok: false, reason: status === RATE_LIMIT_STATUS ? 'rate-limited' : 'failed' };
  } catch (error) {
    console.error('[consultation] submission failed', error);
    return { ok: false, reason: 'failed' };
  }
}
