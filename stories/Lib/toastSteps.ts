import { expect, screen, waitFor, within } from 'storybook/test';

/** Finds text inside the toast region and waits until its entry animation has made it visible. */
export async function findToastText(text: string) {
  const region = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
  const element = await region.findByText(text);
  await waitFor(() => expect(element).toBeVisible());
  return element;
}
