import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within, type queries } from 'storybook/test';
import { SiteLayout } from '../../src/app/SiteLayout';

type Canvas = ReturnType<typeof within>;
/** Queries bound to one element (what `within` returns with the default queries). */
type Scoped = ReturnType<typeof within<typeof queries>>;

/** The real site layout around a page story: skip link, nav bar, main, footer. */
export const withSiteLayout: Decorator = (Story) => (
  <Routes>
    <Route element={<SiteLayout />}>
      <Route path="*" element={<Story />} />
    </Route>
  </Routes>
);

/** Waits until the page has set its document title, then returns queries scoped to its <main>. */
export async function pageMain(canvas: Canvas, title: string): Promise<Scoped> {
  await waitFor(() => expect(document.title).toBe(title));
  return within(canvas.getByRole('main'));
}
