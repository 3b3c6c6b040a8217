import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pagePaths } from '#contract/routes.ts';
import { inboxCopy } from '../../src/content/inboxCopy';
import { studioCopy } from '../../src/content/studioCopy';
import type { SmtpSink } from '../server/helpers/smtpSink';
import { watchConsole } from './consoleGuard';
import { capture, expectAxeClean, freshCode } from './staffSession';
import { expectSuccessDialogAndReset, fillConsultationForm, visitorInput, type VisitorInput } from './consultationForm';
import type { RunningServer } from './serverProcess';
import { startStaffServer } from './staffServer';

// The leads inbox against the real server on the embedded database, no mocks: a visitor sends a
// lead through the form, the outbox mails it to a local SMTP sink, staff (added by the CLI) signs
// in with TOTP and works the lead: read, status, notes, filter, search, CSV, the e-mail's link.
const PORT = '4343';
const EMAIL = 'inbox.e2e@lumenwebstudio.com';
const PASSWORD = 'a long e2e inbox password';

async function sendLead(page: Page, server: RunningServer, input: VisitorInput, service: string) {
  await page.goto(`${server.url}${pagePaths.getStarted}`);
  await fillConsultationForm(page, input, service);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expectSuccessDialogAndReset(page);
}

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: studioCopy.signIn.title })).toBeVisible();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: studioCopy.signIn.submit }).click();
}

async function enterCode(page: Page, value: string) {
  const input = page.getByRole('textbox', { name: /6-digit code/ });
  await input.fill(value);
  await input.press('Enter');
}

const rows = (page: Page) => page.locator('tbody tr');

let sink: SmtpSink;
let server: RunningServer;

test.beforeAll(async () => {
  ({ server, sink } = await startStaffServer({
    port: PORT,
    prefix: 'inbox-e2e',
    email: EMAIL,
    password: PASSWORD,
    notifyTo: 'leads@lumenwebstudio.com',
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

test('a lead from the form reaches the inbox (first, unread) and the mailbox (once); staff works it', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const console = watchConsole(page, [/Failed to load resource/]);
  const older = visitorInput('inbox-older');
  const lead = visitorInput('inbox-lead');
  await sendLead(page, server, older, 'One-Time Website Design');
  await sendLead(page, server, lead, 'Custom Project');

  // The studio: first sign-in enrolls TOTP with a code computed from the shown setup key.
  await page.goto(`${server.url}${pagePaths.studio}`);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: studioCopy.enroll.title })).toBeVisible();
  const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  const used = new Set<number>();
  await enterCode(page, await freshCode(secret, used));

  // Newest first, unread, every listed field.
  await expect(page.getByRole('heading', { level: 1, name: studioCopy.landing.title })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  const first = rows(page).first();
  await expect(first.getByRole('link')).toHaveText(`${lead.name} (${inboxCopy.unread})`);
  await expect(first).toContainText(lead.email);
  await expect(first).toContainText(lead.businessName);
  await expect(first).toContainText(inboxCopy.serviceLabels.custom);
  await expect(first).toContainText(inboxCopy.yes);
  await expect(first).toContainText(inboxCopy.statusLabels.new);
  await expect(first.locator('time')).toHaveText('just now');
  await expect(first.locator('time')).toHaveAttribute('title', /\d{4}/);
  await expect(rows(page).nth(1)).toContainText(older.name);
  await expect(page.getByRole('navigation', { name: inboxCopy.counts })).toContainText(`${inboxCopy.statusLabels.new} 2`);
  await capture(page, info, '1-list');
  await expectAxeClean(page);

  // The new-lead e-mail arrived exactly once, with the link to this lead.
  await sink.waitFor(2, 20_000);
  const leadMail = sink.mails.find((m) => m.email.text?.includes(lead.email));
  expect(leadMail, 'mail for the lead').toBeDefined();
  const link = /http:\/\/127\.0\.0\.1:\d+\/studio\?lead=[0-9a-f-]{36}/.exec(leadMail?.email.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // Open it: everything submitted, mailto/tel, marked read.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\?lead=[0-9a-f-]{36}$/);
  expect(link.endsWith(new URL(page.url()).search)).toBe(true);
  const title = page.getByRole('heading', { level: 2, name: lead.name });
  await expect(title).toBeFocused();
  await expect(page.getByRole('link', { name: lead.email })).toHaveAttribute('href', `mailto:${lead.email}`);
  await expect(page.getByRole('link', { name: lead.phone })).toHaveAttribute('href', 'tel:+15550102030');
  await expect(page.getByText(lead.message)).toBeVisible();

  // Only the allowed moves; contacted, then a note.
  const workflow = page.getByRole('group', { name: /Status/ });
  await expect(workflow.getByRole('button')).toHaveText([inboxCopy.statusLabels.contacted, inboxCopy.statusLabels.spam]);
  await workflow.getByRole('button', { name: inboxCopy.statusLabels.contacted }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText(inboxCopy.detail.statusSaved)).toBeVisible();
  // A note that a spreadsheet would run as a formula: the CSV must neutralise it.
  const note = `=1+1 called ${new Date().toISOString().slice(0, 10)}, wants a quote`;
  await page.getByLabel(inboxCopy.detail.notes, { exact: true }).fill(note);
  await page.getByRole('button', { name: inboxCopy.detail.saveNotes }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText(inboxCopy.detail.notesSaved)).toBeVisible();
  await capture(page, info, '2-detail');
  await expectAxeClean(page);

  // A reload keeps both, and the history shows them with who did it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: lead.name })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: `${inboxCopy.detail.status}: ${inboxCopy.statusLabels.contacted}` }),
  ).toBeVisible();
  await expect(page.getByLabel(inboxCopy.detail.notes, { exact: true })).toHaveValue(note);
  const history = page.getByRole('region', { name: inboxCopy.detail.history });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText(inboxCopy.detail.historyStatus('New', 'Contacted'));
  await expect(history).toContainText(note);
  await expect(history).toContainText(EMAIL);

  // Back to the list: read now, contacted.
  await page.getByRole('link', { name: inboxCopy.detail.back }).click();
  await expect(rows(page).first().getByRole('link')).toHaveText(lead.name);
  // The keyboard: focus came back to the lead's row; Enter opens it, Shift+Tab and Enter go back.
  await expect(rows(page).first().getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: lead.name })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: inboxCopy.detail.back })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows(page).first().getByRole('link')).toBeFocused();
  await expect(rows(page).first()).toContainText(inboxCopy.statusLabels.contacted);

  // Filter by status (in the URL, back button), by service, and search.
  await page.getByLabel(inboxCopy.filters.status, { exact: true }).selectOption('contacted');
  await expect(page).toHaveURL(/status=contacted/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(lead.name);
  await page.goBack();
  await expect(rows(page)).toHaveCount(2);
  await page.goForward();
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel(inboxCopy.filters.status, { exact: true }).selectOption('');
  await page.getByLabel(inboxCopy.filters.service, { exact: true }).selectOption('one-time');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(older.name);
  await page.getByLabel(inboxCopy.filters.service, { exact: true }).selectOption('');
  await expect(rows(page)).toHaveCount(2);
  const unique = lead.email.split('@')[0]?.split('.').slice(-1)[0] ?? '';
  await page.getByLabel(inboxCopy.filters.search, { exact: true }).fill(unique);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(lead.name);
  await expect(page).toHaveURL(new RegExp(`#q=${unique}`));
  await page.getByLabel(inboxCopy.filters.search, { exact: true }).fill('no such lead at all');
  await expect(page.getByRole('heading', { name: inboxCopy.noMatchTitle })).toBeVisible();
  await page.getByLabel(inboxCopy.filters.search, { exact: true }).fill('Café Ünïcode');
  await expect(rows(page)).toHaveCount(2);

  // CSV of the current filter: BOM, header, the lead, the formula-like note neutralised.
  await page.getByLabel(inboxCopy.filters.search, { exact: true }).fill(unique);
  await expect(rows(page)).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: inboxCopy.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFReceived (UTC),Status,Name,E-mail')).toBe(true);
  expect(csv).toContain(lead.name);
  expect(csv).toContain(lead.email);
  expect(csv).toContain('contacted');
  expect(csv).toContain(`"'${note}"`);
  expect(csv).not.toContain(older.name);
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

  // The e-mail's link, in a fresh browser: sign-in, the challenge, then that lead.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await signIn(other);
  await expect(other.getByRole('heading', { level: 1, name: studioCopy.challenge.title })).toBeVisible();
  await enterCode(other, await freshCode(secret, used));
  await expect(other.getByRole('heading', { level: 2, name: lead.name })).toBeVisible();
  await expect(other).toHaveURL(link);
  await fresh.close();

  // Still exactly one mail per lead (the outbox does not send again).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(sink.mails.filter((m) => m.email.text?.includes(lead.email))).toHaveLength(1);
  expect(sink.mails).toHaveLength(2);
  console.expectClean();
});
