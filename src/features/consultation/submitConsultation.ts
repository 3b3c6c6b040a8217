import { getSupabase } from '../../lib/supabase';
import { isBot, toSubmission, type ConsultationValues } from './validation';

export { toSubmission, type SubmissionInsert } from './validation';

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
    return { ok: false, reason: status === 429 ? 'rate-limited' : 'failed' };
  } catch (error) {
    console.error('[consultation] submission failed', error);
    return { ok: false, reason: 'failed' };
  }
}
