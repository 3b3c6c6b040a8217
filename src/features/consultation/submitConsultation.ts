import { getSupabase } from '../supabase';
import type { ConsultationValues } from './validation';

/** A row of public.submissions as the form inserts it. */
export interface SubmissionInsert {
  name: string;
  email: string;
  phone: string | null;
  business_name: string | null;
  service: string;
  store_integration: boolean;
  message: string;
  status: 'new';
}

export type SubmitResult = { ok: true } | { ok: false; reason: 'rate-limited' | 'failed' };

export function toSubmission(values: ConsultationValues): SubmissionInsert {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    business_name: values.businessName.trim() || null,
    service: values.service,
    store_integration: values.storeIntegration,
    message: values.message.trim(),
    status: 'new',
  };
}

/**
 * Stores a consultation request. The insert does not ask for the row back: visitors may
 * insert but never read submissions. A filled honeypot is answered like a success and
 * stored nowhere, so bots learn nothing.
 */
export async function submitConsultation(values: ConsultationValues): Promise<SubmitResult> {
  if (values.website.trim() !== '') return { ok: true };
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
