/**
 * The page a post gets when the site's SSR bundle cannot render (not built, or broken): plain,
 * self-contained, and honest about what happened, so a visitor is never left with a stack trace.
 */
import { FORM_ACTION, OUTCOME_MESSAGES, type ServerFormState } from '#contract/consultation/formPost.ts';
import { validateConsultation } from '#contract/consultation/validate.ts';
import { escapeHtml } from '#contract/html.ts';

export function fallbackPage({ values, outcome }: ServerFormState): string {
  const message = OUTCOME_MESSAGES[outcome];
  const problems = outcome === 'invalid' ? Object.values(validateConsultation(values)) : [];
  const list = problems.length ? `<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message.title)} | Get Started</title></head>
<body><main><h1>${escapeHtml(message.title)}</h1><p>${escapeHtml(message.description)}</p>${list}
<p>Your request was not sent. Use your browser's Back button to return to your entries, or
<a href="${FORM_ACTION}">open the form again</a>.</p>
</main></body></html>
`;
}
