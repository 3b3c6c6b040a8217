import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getUserSuccess, signOutSuccess } from '../../mocks/supabase/auth';
import { mockFactor, mockUser } from '../../mocks/supabase/authData';
import { errorJson } from '../../mocks/supabase/inbox';
import { reviewsEmpty, reviewsErrors, reviewsHandlers } from '../../mocks/supabase/reviews';
import { reviewsCopy as copy } from '../../src/content/reviewsCopy';
import { REVIEW_NOT_DELETABLE, REVIEW_SECTIONS_MAX } from '../../src/features/reviews/queries';
import { expectToast } from './authStory';
import {
  CHANGES_COMMENT,
  FIRST_REVIEW,
  LONG_EMAIL,
  LONG_NAME,
  MANY_SECTION_STORIES,
  staffStore,
  UNSENT_CLIENT,
  UNSENT_REVIEW,
} from './reviewsFixtures';
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
    // Answered: on record for good, so there is nothing to delete.
    await expect(canvas.queryByRole('button', { name: copy.detail.remove })).toBeNull();
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

const openUnsent = async (canvas: Canvas) => {
  await expect(await canvas.findByRole('heading', { name: UNSENT_CLIENT }, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: copy.detail.remove }));
  return screen.findByRole('dialog', { name: copy.detail.removeTitle });
};

/** A review never answered nor e-mailed can be deleted: a confirmation first; keeping it changes nothing. */
export const DeleteConfirmation: Story = {
  parameters: { route: `/studio?review=${UNSENT_REVIEW}` },
  play: async ({ canvas }) => {
    let dialog = within(await openUnsent(canvas));
    await expect(dialog.getByText(copy.detail.removeText(UNSENT_CLIENT))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: copy.detail.removeCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: copy.detail.remove })).toHaveFocus();
    await expect(store.reviews).toHaveLength(4);
    // Asked again: the confirmation stays on screen, focus on its first button.
    dialog = within(await openUnsent(canvas));
    await expect(dialog.getByRole('button', { name: copy.detail.removeCancel })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: copy.detail.removeConfirm })).toBeEnabled();
  },
};

/** Confirmed: the review, its sections and links are gone; back to the list, which says so. */
export const Deleted: Story = {
  parameters: { route: `/studio?review=${UNSENT_REVIEW}` },
  play: async ({ canvas }) => {
    const dialog = within(await openUnsent(canvas));
    await userEvent.click(dialog.getByRole('button', { name: copy.detail.removeConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectToast(copy.detail.removed, copy.detail.removedText(UNSENT_CLIENT));
    const table = await findTable(canvas);
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    await expect(within(table).queryByText(UNSENT_CLIENT)).toBeNull();
    await expect(store.reviews.map((r) => r.id)).not.toContain(UNSENT_REVIEW);
    await expect(store.sections.filter((x) => x.review_id === UNSENT_REVIEW)).toHaveLength(0);
  },
};

/** The database refuses (the invitation was e-mailed meanwhile): its message in the dialog, nothing deleted. */
export const DeleteRefused: Story = {
  parameters: { route: `/studio?review=${UNSENT_REVIEW}` },
  beforeEach: () => {
    const link = 'c0ffee00-0000-4000-8000-000000000003';
    store.links.push({ id: link, review_id: UNSENT_REVIEW, created_at: '2026-06-09T09:00:00+00:00', revoked_at: null });
    store.invitations.push(link);
    store.sent.push(link);
  },
  play: async ({ canvas }) => {
    const dialog = within(await openUnsent(canvas));
    await userEvent.click(dialog.getByRole('button', { name: copy.detail.removeConfirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REVIEW_NOT_DELETABLE);
    await expect(dialog.queryByRole('button', { name: copy.detail.removeConfirm })).toBeNull();
    await expect(dialog.getByRole('button', { name: copy.detail.removeClose })).toBeEnabled();
    await expect(store.reviews).toHaveLength(4);
    // Still on the review (behind the dialog, hidden from the accessibility tree while it is open).
    await expect(canvas.getByText(UNSENT_CLIENT, { selector: 'h2' })).toBeInTheDocument();
  },
};

/** At 50 sections the rest cannot be chosen, and the form says why; clearing one frees a place. */
export const NewReviewAtMaximum: Story = {
  name: 'New Review At The Maximum',
  args: { stories: MANY_SECTION_STORIES },
  parameters: { route: '/studio?reviews=new' },
  play: async ({ canvas }) => {
    const boxes = await canvas.findAllByRole('checkbox', { name: /^Landing — Part/ }, { timeout: 5000 });
    await expect(boxes).toHaveLength(60);
    const count = () => canvas.getByText(/ of 50 chosen\./);
    await expect(count()).toHaveTextContent(copy.form.sectionsChosen(0, REVIEW_SECTIONS_MAX));
    for (const box of boxes.slice(0, REVIEW_SECTIONS_MAX)) await userEvent.click(box);
    await expect(count()).toHaveTextContent(`${copy.form.sectionsChosen(50, 50)} ${copy.form.sectionsFull(50)}`);
    for (const box of boxes.slice(REVIEW_SECTIONS_MAX)) await expect(box).toBeDisabled();
    // Clearing one frees a place; choosing another fills it again.
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(boxes[55]).toBeEnabled();
    await expect(count()).toHaveTextContent(copy.form.sectionsChosen(49, 50));
    await userEvent.click(boxes[55] as HTMLElement);
    await expect(boxes[0]).toBeDisabled();
    await expect(canvas.getByRole('group', { name: copy.form.sections })).toHaveAccessibleDescription(/50 of 50 chosen\. That is the most/);
  },
};
