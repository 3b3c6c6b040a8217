/**
 * The form posted without JavaScript (or before the page hydrated): where it posts, where a stored
 * request leads (303 See Other), and the page the server answers with otherwise (server/form): the
 * consultation page rendered again with what was sent and why, carrying that state as JSON so
 * hydration starts from it.
 */
import { pagePaths } from '../routes.ts';
import type { ConsultationValues } from './values.ts';

/** Where the form posts: its own page, whose server handler stores the request. */
export const FORM_ACTION = pagePaths.getStarted;
/** Where a request stored without JavaScript leads. */
export const THANK_YOU_PATH = pagePaths.thankYou;

/** Why the server answered a post with the form again. */
export type ServerOutcome = 'invalid' | 'rate-limited' | 'failed';

export const SERVER_OUTCOMES: readonly ServerOutcome[] = ['invalid', 'rate-limited', 'failed'];

/** What the server renders the page with after a post it could not store: what was sent, and why. */
export interface ServerFormState {
  values: ConsultationValues;
  outcome: ServerOutcome;
}

/** What the visitor reads when a request was not stored (the form's alert and toasts, the server's fallback page). */
export const OUTCOME_MESSAGES: Record<ServerOutcome, { title: string; description: string }> = {
  invalid: { title: 'Please Check Your Request', description: 'Some fields need your attention; see the messages below.' },
  'rate-limited': {
    title: 'Submission Failed',
    description: 'You have sent several requests in a short time. Please wait a minute and try again.',
  },
  failed: { title: 'Submission Failed', description: 'Something went wrong. Please try again.' },
};

/** id of the <script type="application/json"> element holding the state in the re-rendered page. */
export { SERVER_STATE_ID } from './stateId.ts';
