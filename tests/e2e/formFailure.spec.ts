import { expect, test } from '@playwright/test';
import { OUTCOME_MESSAGES } from '#contract/consultation/formPost.ts';
import { pages } from '../../src/content/pageMeta';
import { fillConsultationForm, visitorInput } from './consultationForm';

// A failed send is said where the eye is (next to "Send Request") and the toast never covers the
// button the visitor needs next: on a phone the toasts come from the top, on wider screens bottom right.

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 768, 1280]) {
  test(`rate-limited at ${width} px: the message sits above "Send Request" and the toast does not cover it`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.route('**/rest/v1/submissions*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: '{"code":"rate_limited","message":"Too many requests"}',
      }),
    );
    await page.goto(pages.getStarted.path);
    await fillConsultationForm(page, visitorInput('rate-limited'), 'Custom Project');
    const send = page.getByRole('button', { name: 'Send Request' });
    await send.click();
    const message = OUTCOME_MESSAGES['rate-limited'];
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .filter({ hasText: message.title });
    await expect(toast).toBeVisible();
    // Said next to the button, and the button's description says it too.
    await expect(send).toHaveAccessibleDescription(new RegExp(message.description));
    const [toastBox, sendBox] = [await toast.boundingBox(), await send.boundingBox()];
    if (!toastBox || !sendBox) throw new Error('no box');
    expect(overlap(toastBox, sendBox)).toBe(false);
    await page.screenshot({ path: `test-results/form-rate-limited-${width}.png` });
    // The next try clears the message.
    await page.unroute('**/rest/v1/submissions*');
    await page.route('**/rest/v1/submissions*', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '[]' }));
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Submission Received!' });
    await expect(dialog).toBeVisible();
    // Radix starts listening for Escape a render or two after the dialog paints, once its layers
    // (the toast above is one) have settled: a key pressed in that moment, as this test could on busy
    // cores (once with two workers), is not seen. No visitor is that fast: press until it closes.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(send).toBeFocused();
    await expect(send).not.toHaveAccessibleDescription(new RegExp(message.description));
  });
}
