import { createContext, useContext, useState } from 'react';
import { SERVER_OUTCOMES, SERVER_STATE_ID, type ServerFormState } from '#contract/consultation/formPost.ts';
import { emptyConsultation, type ConsultationValues } from '#contract/consultation/values.ts';

const ServerFormStateContext = createContext<ServerFormState | undefined>(undefined);

/** Set by the server render (src/entry-server.tsx) when server/form answers a post with the page. */
export const ServerFormStateProvider = ServerFormStateContext.Provider;

/**
 * The state a post without JavaScript left: from the render context on the server, from the
 * embedded JSON in the browser (read once, at the first render, so hydration matches).
 */
export function useServerFormState(): ServerFormState | undefined {
  const fromContext = useContext(ServerFormStateContext);
  const [state] = useState(() => fromContext ?? readEmbedded());
  return state;
}

/** The JSON for hydration; `<` is escaped so no value can close the script element. */
export function ServerFormStateScript({ state }: { state: ServerFormState }) {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return <script type="application/json" id={SERVER_STATE_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

function readEmbedded(): ServerFormState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<ServerFormState>;
    if (!parsed.outcome || !SERVER_OUTCOMES.includes(parsed.outcome) || typeof parsed.values !== 'object') return undefined;
    const values = { ...emptyConsultation };
    for (const key of Object.keys(values) as (keyof ConsultationValues)[]) {
      const value = parsed.values[key];
      if (typeof value === typeof values[key]) Object.assign(values, { [key]: value });
    }
    return { values, outcome: parsed.outcome };
  } catch {
    return undefined;
  }
}
