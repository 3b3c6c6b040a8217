import { useLayoutEffect, useState, type RefObject } from 'react';
import type { ServiceValue } from '../../content/planIds.ts';
import { valuesFromForm, type ConsultationValues } from './validation';

const same = (a: ConsultationValues, b: ConsultationValues) =>
  (Object.keys(a) as (keyof ConsultationValues)[]).every((key) => a[key] === b[key]);

/**
 * The form's values as React state, started from what the page was rendered with, so hydration
 * matches the HTML. Before hydration the prerendered fields already work: whatever the visitor
 * typed, picked or had autofilled is in the DOM, and React does not touch it while hydrating.
 * In the hydration commit (a layout effect, before anything can re-render the fields) the state
 * adopts those live values. The fields keep their DOM nodes, so focus and caret stay put.
 * `preselect` (from ?plan=) applies only while no service is chosen.
 */
export function useConsultationValues(formRef: RefObject<HTMLFormElement | null>, start: () => ConsultationValues, preselect?: ServiceValue) {
  const [values, setValues] = useState(start);
  const [hydrated, setHydrated] = useState(false);

  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) {
      const data = new FormData(form);
      const live = valuesFromForm((name) => data.get(name));
      setValues((current) => (same(current, live) ? current : live));
    }
    setHydrated(true);
  }, [formRef]);

  // Adjusted while rendering (not in an effect), after the live values were adopted.
  const [applied, setApplied] = useState<ServiceValue | undefined>();
  if (hydrated && preselect !== applied) {
    setApplied(preselect);
    if (preselect && !values.service) setValues({ ...values, service: preselect });
  }

  return { values, setValues, hydrated };
}
