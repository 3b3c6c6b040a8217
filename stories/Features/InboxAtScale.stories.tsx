import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getUserSuccess, signOutSuccess } from '../../mocks/supabase/auth';
import { mockFactor, mockUser } from '../../mocks/supabase/authData';
import { createInboxStore, inboxHandlers } from '../../mocks/supabase/inbox';
import { inboxCopy } from '../../src/content/inboxCopy';
import { resetAuthStory } from './authStory';
import { expectColumnsInView } from './columnsInView';
import { fillLongStore, longStoryLead } from './inboxFixtures';
import { InboxStory } from './inboxStory';

const store = createInboxStore();
const landing = [getUserSuccess(() => mockUser({ factors: [mockFactor('verified')] })), signOutSuccess()];

/**
 * The inbox with the longest names, e-mails and business names a studio sees, and with 200 leads:
 * every column stays in view from 1024 to 1920 px (long values cut with an ellipsis, whole on hover
 * and keyboard focus), and a phone shows each lead's name, status and received time.
 */
const meta = {
  title: 'Features/Inbox at scale',
  component: InboxStory,
  beforeEach: () => {
    resetAuthStory();
    fillLongStore(store);
  },
  parameters: { route: '/studio', msw: { handlers: [...landing, ...inboxHandlers(store)] } },
  play: async ({ canvas }) => {
    await expectColumnsInView(await canvas.findByRole('table', {}, { timeout: 5000 }));
  },
} satisfies Meta<typeof InboxStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long real-world values at the default widths (captured at 375 and 1280 px). */
export const LongValues: Story = {};

/** The narrowest desktop layout: seven columns in 1024 px. */
export const LongValuesAt1024: Story = { name: 'Long values at 1024 px', globals: { viewport: { value: 'lg', isRotated: false } } };

/** A full-HD screen: the columns share the 1200 px content width. */
export const LongValuesAt1920: Story = { name: 'Long values at 1920 px', globals: { viewport: { value: 'wide', isRotated: false } } };

/** The narrowest phone: name, status and received time for every lead. */
export const LongValuesAt320: Story = { name: 'Long values at 320 px', globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The keyboard reaches a row: its cut values show whole (wrapped), still inside the frame. */
export const LongValuesFocused: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    const first = longStoryLead(0, Date.now());
    const link = within(table).getAllByRole('link')[0] as HTMLElement;
    link.focus();
    await expect(link).toHaveFocus();
    const row = link.closest('tr') as HTMLElement;
    await waitFor(() => expect(getComputedStyle(link).whiteSpace).toBe('normal'));
    const email = row.querySelector<HTMLElement>('[data-cut]') as HTMLElement;
    await expect(email).toHaveTextContent(first.email);
    await expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth);
    await expectColumnsInView(table);
  },
};

/** 200 leads: eight pages, the counts of all of them, every column in view on the last page too. */
export const TwoHundredLeads: Story = {
  name: '200 leads',
  beforeEach: () => {
    fillLongStore(store, { count: 200 });
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    const open = store.leads.filter((lead) => lead.status !== 'spam').length;
    await expect(canvas.getByText(inboxCopy.pageOf(1, Math.ceil(open / 25)), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: inboxCopy.counts })).toHaveTextContent(`${inboxCopy.filters.allStatuses} ${open}`);
    await expectColumnsInView(table);
    await userEvent.click(canvas.getByRole('link', { name: inboxCopy.next }));
    await expect(await canvas.findByText(inboxCopy.pageOf(2, Math.ceil(open / 25)), { exact: false })).toBeVisible();
    await expectColumnsInView(canvas.getByRole('table'));
  },
};
