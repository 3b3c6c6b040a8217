import { describe, expect, it } from 'vitest';
import { FORM_ACTION, THANK_YOU_PATH } from '#contract/consultation/formPost.ts';
import { pageRoutes } from './routes';

describe('the no-JavaScript form and the router', () => {
  it('the form posts to a page of the site and a stored request leads to one', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(paths).toContain(FORM_ACTION);
    expect(paths).toContain(THANK_YOU_PATH);
  });
});
