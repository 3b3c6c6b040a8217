import { useSearchParams } from 'react-router-dom';
import { isPlanId } from '#contract/plans.ts';
import { ConsultationForm } from './ConsultationForm';

/**
 * The consultation form as the /get-started page's island. The prerendered page has no query
 * string; once interactive the form applies ?plan= unless the visitor already chose a service
 * (never by remounting: that would wipe what was typed).
 */
export function ConsultationIsland() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  return <ConsultationForm preselectService={isPlanId(plan) ? plan : undefined} />;
}
