import { expect, test, type Page } from '@playwright/test';
import { pages } from '../../src/content/pageMeta';
import { watchConsole } from './consoleGuard';
import { slowCpu } from './cpu';
import { makeDataDir, removeDataDir } from './dataDirs';
import { expectSuccessDialogAndReset, expectedRow, visitorInput, type VisitorInput } from './consultationForm';
import { readRowsWhileRunning, watchUrlsFor } from './formPost';
import { startServer, type RunningServer } from './serverProcess';

// Nothing typed is lost to hydration: on a mid-range phone (4× CPU) the prerendered form is on
// screen well before React takes over, and visitors (and autofill) fill it in meanwhile.

const hydrated = (page: Page) => expect(page.locator('form[data-hydrated]')).toBeAttached({ timeout: 30_000 });

async function fillAll(page: Page, input: VisitorInput) {
  await page.getByLabel('Full Name').fill(input.name);
  await page.getByLabel('Email Address').fill(input.email);
  await page.getByLabel('Phone Number').fill(input.phone);
  await page.getByLabel('Business/Website Name').fill(input.businessName);
  await page.getByLabel('Do you want E-Commerce integration?').check();
  await page.getByLabel('Message / Project Details').fill(input.message);
}

async function expectKept(page: Page, input: VisitorInput, service: string) {
  await expect(page.getByLabel('Full Name')).toHaveValue(input.name);
  await expect(page.getByLabel('Email Address')).toHaveValue(input.email);
  await expect(page.getByLabel('Phone Number')).toHaveValue(input.phone);
  await expect(page.getByLabel('Business/Website Name')).toHaveValue(input.businessName);
  await expect(page.getByLabel('Service Selection')).toHaveValue(service);
  await expect(page.getByLabel('Do you want E-Commerce integration?')).toBeChecked();
  await expect(page.getByLabel('Message / Project Details')).toHaveValue(input.message);
}

interface Visit {
  server: { url: string };
  input: VisitorInput;
  /** Runs once the visit is over, whatever happened (release held scripts, say). */
  onDone: (cleanup: () => void) => void;
}

// One server on a data directory of its own for this file's visitors (each row is found by its
// visitor's unique e-mail), read straight from its PostgreSQL while it runs.
let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = await makeDataDir('studio-hydration');
  server = await startServer({ PORT: '0', DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

/**
 * One visitor: `visit` fills the form and returns the service it must store; then "Send Request"
 * must show the success dialog with no personal data in any URL and no console error, and exactly
 * that row must be stored.
 */
async function sends(page: Page, label: string, visit: (ctx: Visit) => Promise<string>, allowedConsole: RegExp[] = []) {
  const console = watchConsole(page, allowedConsole);
  const input = visitorInput(label);
  const urls = watchUrlsFor(page, input);
  const cleanups: (() => void)[] = [];
  let service: string;
  try {
    service = await visit({ server, input, onDone: (cleanup) => cleanups.push(cleanup) });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccessDialogAndReset(page);
    urls.expectNone();
    console.expectClean();
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
  expect(await readRowsWhileRunning(dataDir, input.email)).toEqual([expectedRow(input, service)]);
}

test('typed right after the first paint under 4× CPU throttling: kept through hydration, ?plan= does not replace the chosen service, stored exactly', async ({
  page,
}) => {
  await sends(page, 'throttled', async ({ server, input }) => {
    const fullSpeed = await slowCpu(page);
    await page.goto(`${server.url}${pages.getStarted.path}?plan=standard-monthly`, { waitUntil: 'commit' });
    await fillAll(page, input);
    await page.getByLabel('Service Selection').selectOption({ label: 'Custom Project' });
    await hydrated(page);
    await fullSpeed();
    await expectKept(page, input, 'custom');
    return 'custom';
  });
});

test('typed and autofilled before hydration (scripts held back): values, focus and caret survive; ?plan= fills the empty service', async ({
  page,
}) => {
  await sends(page, 'held', async ({ server, input, onDone }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    onDone(release);
    const fullSpeed = await slowCpu(page);
    // The page paints and works without its JavaScript; hold every script until the visitor is done.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}${pages.getStarted.path}?plan=advanced-monthly`, { waitUntil: 'commit' });
    await fillAll(page, { ...input, phone: '' });
    // Autofill: the browser sets the value and fires input/change, with no keystrokes.
    await page.locator('input[name="phone"]').evaluate((el: HTMLInputElement, phone) => {
      el.value = phone;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, input.phone);
    const message = page.getByLabel('Message / Project Details');
    await message.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    const caret = await message.evaluate((el: HTMLTextAreaElement) => el.selectionStart);
    expect(caret).toBe(input.message.length - 3);
    await expect(page.locator('form[data-hydrated]')).toHaveCount(0); // all of it happened before hydration

    release();
    await hydrated(page);
    await fullSpeed();
    await expectKept(page, input, 'advanced-monthly');
    await expect(message).toBeFocused();
    expect(await message.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([caret, caret]);
    // Typing goes on where the caret was, and React now owns the value.
    await page.keyboard.type('!');
    const finalMessage = `${input.message.slice(0, caret)}!${input.message.slice(caret)}`;
    await expect(message).toHaveValue(finalMessage);
    input.message = finalMessage;
    return 'advanced-monthly';
  });
});

test('the page the server re-rendered after an invalid post hydrates with its values and messages, then sends with JavaScript', async ({
  page,
}) => {
  await sends(
    page,
    'rerendered',
    async ({ server, input }) => {
      // Markup and String.replace patterns ($&) in a value: the re-rendered page carries them as typed.
      input.name = `Ada <Lovelace> & "Co" $& ${input.name}`;
      await page.goto(`${server.url}${pages.getStarted.path}`);
      await fillAll(page, { ...input, message: '' });
      // Typing into the form hydrated it (an island that hydrates on interaction).
      await hydrated(page);
      await page.getByLabel('Service Selection').selectOption({ label: 'One-Time Website Design' });
      // A native submit (as before hydration or without JavaScript): no submit event reaches React.
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('form').evaluate((form: HTMLFormElement) => form.submit()),
      ]);
      expect(response.status()).toBe(422);
      await hydrated(page);
      await expectKept(page, { ...input, message: '' }, 'one-time');
      await expect(page.getByText('Please tell us a little about your project.')).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Please Check Your Request');

      await page.getByLabel('Message / Project Details').fill(input.message);
      return 'one-time';
    },
    [/status of 422/],
  );
});
