import { expect, type Page } from '@playwright/test';

/** What a visitor types; unique per run so the database check finds exactly this row. */
export function visitorInput(tag: string) {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Zoë Ångström ${id}`,
    email: `zoe.${id}@example.com`,
    phone: '+1 (555) 010-2030',
    businessName: 'Café Ünïcode ☕ & Co.',
    message: `We need a new site for our café 🌿 <b>not bold</b> '; drop table submissions; -- ${id}`,
  };
}

export type VisitorInput = ReturnType<typeof visitorInput>;

export async function fillConsultationForm(page: Page, input: VisitorInput, serviceLabel?: string) {
  await page.getByLabel('Full Name').fill(input.name);
  await page.getByLabel('Email Address').fill(input.email);
  await page.getByLabel('Phone Number').fill(input.phone);
  await page.getByLabel('Business/Website Name').fill(input.businessName);
  if (serviceLabel) await page.getByLabel('Service Selection').selectOption({ label: serviceLabel });
  await page.getByLabel('Do you want E-Commerce integration?').check();
  await page.getByLabel('Message / Project Details').fill(input.message);
}

export async function expectSuccessDialogAndReset(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Submission Received!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('24 hours');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the button that sent the request, not the top of the page.
  await expect(page.getByRole('button', { name: 'Send Request' })).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Message / Project Details')).toHaveValue('');
  await expect(page.getByLabel('Service Selection')).toHaveValue('');
  await expect(page.getByLabel('Do you want E-Commerce integration?')).not.toBeChecked();
}

/** The row as the database must hold it: exactly what was typed, status 'new'. */
export function expectedRow(input: VisitorInput, service: string) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    business_name: input.businessName,
    service,
    store_integration: true,
    message: input.message,
    status: 'new',
  };
}
