import { useState, useSyncExternalStore } from 'react';
import type { ConsultationValues } from '#contract/consultation/values.ts';
import type { ServiceValue } from '#contract/plans.ts';

const noSubscription = () => () => undefined;

/**
 * The form's values as React state, started from what the page was rendered with, so hydration
 * matches the HTML. Whatever the visitor typed, picked or had autofilled before hydration reaches
 * this state through the island runtime (src/islands/adoptFormState.ts) as ordinary change events.
 * `preselect` (from ?plan=) applies once the form is interactive, and only while no service is chosen.
 */
export function useConsultationValues(start: () => ConsultationValues, preselect?: ServiceValue) {
  const [values, setValues] = useState(start);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // Adjusted while rendering (not in an effect), after the visitor's values were adopted.
  const [applied, setApplied] = useState<ServiceValue | undefined>();
  if (hydrated && preselect !== applied) {
    setApplied(preselect);
    if (preselect && !values.service) setValues({ ...values, service: preselect });
  }

  return { values, setValues, hydrated };
}
