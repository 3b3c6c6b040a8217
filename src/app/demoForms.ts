import type { DemoFormCopy } from '../demos/shared/content/types';
import { coffeeCopy, coffeePaths } from '../demos/coffee/content';
import { landscapingCopy, landscapingPaths } from '../demos/landscaping/content';
import { postedDemoForm } from '../demos/shared/demoFormPost';

/** The demo pages with a contact form, and its copy: server/form/demoContact.ts answers their posts. */
const demoForms: Record<string, DemoFormCopy> = {
  [coffeePaths.contact]: coffeeCopy.form,
  [landscapingPaths.contact]: landscapingCopy.form,
};

export const demoFormPaths = Object.keys(demoForms);

/** Whether a post to a demo form's page would be "sent" (the confirmation) or shown again with errors. */
export function demoFormOutcome(path: string, values: Record<string, string>): 'sent' | 'invalid' | undefined {
  const copy = demoForms[path];
  if (!copy) return undefined;
  return postedDemoForm(copy, values).sent ? 'sent' : 'invalid';
}
