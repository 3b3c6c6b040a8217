import { expect, type Page } from '@playwright/test';
import { OUTCOME_MESSAGES } from '#contract/consultation/formPost.ts';
import { coffeeRoutes, homegoodsRoutes, landscapingRoutes } from '../../src/demos/registry';
import { COFFEE_TOAST_TITLE } from '../../src/demos/coffee/content';
import { ESTIMATE_TOAST } from '../../src/demos/landscaping/content';
import { ADD_TO_CART_TOAST } from '../../src/demos/homegoods/content';
import { pages } from '../../src/content/pageMeta';
import { watchConsole } from './consoleGuard';
import { slowCpu } from './cpu';
import { test } from './dataDirs';
import { expectSuccessDialogAndReset, expectedRow, fillConsultationForm, visitorInput } from './consultationForm';
import { readStoredRows } from './formPost';
import { startServer } from './serverProcess';

// Independent tests (each its own page, or its own server on a port from the kernel): spread over the workers.
test.describe.configure({ mode: 'parallel' });

// No keystroke or event is lost between first paint and hydration, on any island: the slowest
// visitor (a key every 100 ms from the first paint, also on a 4× slower CPU) and the fastest
// (everything filled and sent as soon as the page is there, before any island has hydrated).

const formPages = [pages.getStarted.path, coffeeRoutes.contact, landscapingRoutes.contact];

const TYPED = 'Pat Visitor-Ångström';

for (const url of formPages) {
  for (const cpu of [1, 4]) {
    test(`${url}: a key every 100 ms from the first paint (${cpu}× CPU) keeps every character, twice`, async ({ page }) => {
      const console = watchConsole(page);
      for (let run = 0; run < 2; run++) {
        // The slower CPU from the navigation until the island hydrated: the keys typed meanwhile are the test.
        const fullSpeed = cpu > 1 ? await slowCpu(page, cpu) : undefined;
        await page.goto(url, { waitUntil: 'commit' });
        const input = page.locator('form input[name="name"]');
        await input.click();
        const typing = page.keyboard.type(TYPED, { delay: 100 });
        await expect(page.locator('[data-island][data-hydrated] form')).toBeAttached({ timeout: 30_000 });
        await fullSpeed?.();
        await typing;
        await expect(input).toHaveValue(TYPED);
        await expect(input).toBeFocused();
        // The caret stayed at the end: the next key lands there.
        await page.keyboard.type('!');
        await expect(input).toHaveValue(`${TYPED}!`);
      }
      console.expectClean();
    });
  }
}

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

async function fillDemoForm(page: Page) {
  await field(page, 'name').fill('Pat Visitor');
  await field(page, 'email').fill('pat@example.com');
  await field(page, 'message').fill('Hello from a fast visitor');
}

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

for (const cpu of [1, 4]) {
  test(`café contact form filled and sent at once (${cpu}× CPU): "Message Sent!" toast, text kept`, async ({ page }) => {
    if (cpu > 1) await slowCpu(page, cpu);
    for (let run = 0; run < 2; run++) {
      await page.goto(coffeeRoutes.contact, { waitUntil: 'commit' });
      await fillDemoForm(page);
      await page.getByRole('button', { name: /Send/ }).click();
      await expect(toastRegion(page).getByText(COFFEE_TOAST_TITLE)).toBeVisible({ timeout: 15_000 });
      // The café's form shows its toast at once and keeps the text (src/demos/coffee/content: no delayMs).
      await expect(field(page, 'name')).toHaveValue('Pat Visitor');
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    }
  });

  test(`landscaping estimate form filled and sent at once (${cpu}× CPU): "Estimate Request Sent!" toast, form cleared`, async ({
    page,
  }) => {
    if (cpu > 1) await slowCpu(page, cpu);
    for (let run = 0; run < 2; run++) {
      await page.goto(landscapingRoutes.contact, { waitUntil: 'commit' });
      await fillDemoForm(page);
      await page.getByRole('button', { name: /Request/ }).click();
      await expect(toastRegion(page).getByText(ESTIMATE_TOAST.title)).toBeVisible({ timeout: 15_000 });
      await expect(field(page, 'name')).toHaveValue('');
      await expect(field(page, 'message')).toHaveValue('');
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    }
  });
}

test('Add to Cart pressed as soon as the product page shows: the cart toast appears', async ({ page }) => {
  await page.goto(homegoodsRoutes.product('ceramic-vase'), { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toastRegion(page).getByText(ADD_TO_CART_TOAST.title)).toBeVisible({ timeout: 15_000 });
});

test("the consultation form's failure toast, raised before the toast region hydrated, is shown", async ({ page }) => {
  await page.route('**/rest/v1/submissions*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}', headers: { 'Retry-After': '1' } }),
  );
  const console = watchConsole(page, [/\[consultation\] submission failed/, /Failed to load resource/]);
  await page.goto(pages.getStarted.path, { waitUntil: 'commit' });
  await fillConsultationForm(page, visitorInput('fast-failure'), 'Custom Project');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(toastRegion(page).getByText(OUTCOME_MESSAGES.failed.title)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue(/fast-failure/);
  console.expectClean();
});

test('the consultation form filled and sent as soon as it shows: dialog, cleared form, the exact row stored', async ({
  page,
  newDataDir,
}) => {
  const dataDir = await newDataDir('studio-fast');
  const server = await startServer({ PORT: '0', DATA_DIR: dataDir });
  const input = visitorInput('fastest');
  try {
    await page.goto(`${server.url}${pages.getStarted.path}`, { waitUntil: 'commit' });
    await fillConsultationForm(page, input, 'Custom Project');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccessDialogAndReset(page);
  } finally {
    await server.stop();
  }
  expect(await readStoredRows(dataDir, input.email)).toEqual([expectedRow(input, 'custom')]);
});

test('a toast swiped 50 px or more to the right is dismissed; a shorter swipe snaps back', async ({ page }) => {
  await page.goto(homegoodsRoutes.product('ceramic-vase'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = toastRegion(page).locator('li').filter({ hasText: ADD_TO_CART_TOAST.title });
  await expect(toast).toBeVisible();
  const swipe = async (dx: number) => {
    // The toast slides in (and snaps back after a short swipe): measure it at rest, or on a busy
    // machine the press lands where the toast was mid-animation, outside it, and no swipe starts.
    await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + dx, y, { steps: 8 });
    await page.mouse.up();
  };
  await swipe(30);
  await expect(toast).toHaveAttribute('data-swipe', 'cancel');
  await expect(toast).toBeVisible();
  await swipe(80);
  await expect(toast).toBeHidden();
});
