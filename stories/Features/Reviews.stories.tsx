import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getUserSuccess, signOutSuccess } from '../../mocks/supabase/auth';
import { mockFactor, mockUser } from '../../mocks/supabase/authData';
import { errorJson } from '../../mocks/supabase/inbox';
import { reviewsEmpty, reviewsErrors, reviewsHandlers } from '../../mocks/supabase/reviews';
import { reviewsCopy as copy } from '../../src/content/reviewsCopy';
import { CHANGES_COMMENT, FIRST_REVIEW, LONG_EMAIL, LONG_NAME, staffStore } from './reviewsFixtures';
import { ReviewsStory } from './reviewsStory';

/** The landing's own calls: the server check of the session, and sign-out. */
const landing = [getUserSuccess(() => mockUser({ factors: [mockFactor('verified')] })), signOutSuccess()];
/** One store for the file, refilled before each story (the handlers keep a reference to it). */
const store = staffStore();

/** The list read fails with 500; counted, so the story sees that the retry asked again. */
const failing = { calls: 0 };
const failingList = http.get('*/rest/v1/reviews', () => (failing.calls++, errorJson(reviewsErrors.internal)));

const meta = {
  component: ReviewsStory,
  beforeEach: () => {
    Object.assign(store, staffStore());
    failing.calls = 0;
  },
  parameters: { route: '/studio?reviews', msw: { handlers: [...landing, ...reviewsHandlers(store)] } },
} satisfies Meta<typeof ReviewsStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const findTable = (canvas: Canvas) => canvas.findByRole('table', { name: copy.caption }, { timeout: 5000 });

/** Every review, newest first: client, brand, tally of answers and state (open, closed, expired). */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('link', { name: LONG_NAME })).toHaveAttribute('href', `/studio?review=${FIRST_REVIEW}`);
    await expect(first.getByText(LONG_EMAIL)).toBeInTheDocument();
    await expect(first.getByText(copy.progress(4, 2, 12))).toBeVisible();
    await expect(first.getByText(copy.state.open)).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText(copy.state.closed)).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText(copy.state.expired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.newReview })).toBeEnabled();
  },
};

/** One review: each section's answer, comment, when and through which link; a revoked and an active link. */
export const Detail: Story = {
  parameters: { route: `/studio?review=${FIRST_REVIEW}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: LONG_NAME }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(LONG_EMAIL, { exact: false })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(within(items[2] as HTMLElement).getByText(copy.sectionStatus.changes_requested)).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText(CHANGES_COMMENT.split('\n')[0] ?? '', { exact: false })).toBeVisible();
    await expect(canvas.getAllByText(/through the link made/)).toHaveLength(6);
    await waitFor(() => expect(canvas.getByText(/, active$/)).toBeVisible());
    await expect(canvas.getByText(/, revoked /)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: copy.detail.reopen })).toHaveLength(6);
    // Reopen the section with changes: pending again, the comment gone.
    await userEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: copy.detail.reopen }));
    await expect(await canvas.findByText(copy.detail.reopened)).toBeVisible();
    await waitFor(() =>
      expect(within(canvas.getAllByRole('listitem')[2] as HTMLElement).getByText(copy.sectionStatus.pending)).toBeVisible(),
    );
    await expect(canvas.getAllByRole('button', { name: copy.detail.reopen })).toHaveLength(5);
  },
};

/** A new review: what is missing is said under each field, and nothing is sent. */
export const NewReview: Story = {
  parameters: { route: '/studio?reviews=new' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: copy.form.title }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Hero — Default' })).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(copy.form.clientEmail) }), 'maria@castellanos-whitfield');
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submit }));
    await expect(await canvas.findByText(copy.form.missing.client_name)).toBeVisible();
    await expect(canvas.getByText(copy.form.missing.client_email)).toBeVisible();
    await expect(canvas.getByText(copy.form.missing.sections)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: new RegExp(copy.form.clientName) })).toHaveAttribute('aria-invalid', 'true');
    await expect(store.reviews).toHaveLength(4);
  },
};

/** A review created: the review, its sections and a link are stored, the link shown once and e-mailed. */
export const Created: Story = {
  parameters: { route: '/studio?reviews=new' },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: new RegExp(copy.form.clientName) }, { timeout: 5000 }),
      'Alexandros Papadopoulos-Vanderberg',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(copy.form.clientEmail) }),
      'a.papadopoulos-vanderberg@northern-roastery-collective.example',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: new RegExp(copy.form.brand) }), 'coffee');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Hero — Default' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Faq — Closed' }));
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submit }));
    const link = await canvas.findByRole('textbox', { name: new RegExp(`^${copy.detail.linkTitle}`) }, { timeout: 5000 });
    await expect((link as HTMLInputElement).value).toMatch(/^https:\/\/lumen-studio\.example\/review\/[0-9a-f]{64}$/);
    await expect(canvas.getByText(copy.detail.emailed, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Alexandros Papadopoulos-Vanderberg' })).toBeVisible();
    await expect(store.reviews).toHaveLength(5);
    await expect(store.sections.filter((s) => s.title === 'Faq — Closed')).toHaveLength(1);
    await expect(store.invitations).toHaveLength(1);
  },
};

/** No reviews yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...landing, ...reviewsEmpty()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: copy.emptyTitle }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.newReview })).toBeEnabled();
  },
};

/** The list could not be loaded: the reason, and a retry that asks again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [...landing, failingList] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(copy.error);
    const before = failing.calls;
    await userEvent.click(canvas.getByRole('button', { name: copy.retry }));
    await waitFor(() => expect(failing.calls).toBe(before + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.error);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
