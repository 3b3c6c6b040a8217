import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ANSWER_PROBLEMS, type ServerReviewState } from '#contract/reviews.ts';
import { answerError, reviewsHandlers } from '../../mocks/supabase/reviews';
import { reviewCopy as copy, reviewPage } from '../../src/content/reviewCopy';
import { ServerReviewProvider } from '../../src/features/review';
import ReviewPage from '../../src/pages/ReviewPage';
import { clientReview, clientStore, LONG_NAME, sectionId, TOKEN } from '../Features/reviewsFixtures';

/**
 * The section frames point at `${storybookUrl}iframe.html?id=…`. Here that is about:blank (with the
 * rest as its fragment): the frames show as empty, equally sized boxes at once, with no nested
 * Storybook loading twelve more stories — which would make the page slow and its capture depend
 * on when each lazy frame finished. The real frames are covered by tests/e2e/review.postgres.spec.ts.
 */
const FRAMES = 'about:blank#';

/** The server's render state (server/review) for this story: parameters.review. */
const withServerState: Decorator = (Story, { parameters }) => (
  <ServerReviewProvider value={parameters.review as ServerReviewState}>
    <Story />
  </ServerReviewProvider>
);

const state = (review: ServerReviewState['review'], extra: Pick<ServerReviewState, 'problem' | 'saved'> = {}): ServerReviewState => ({
  token: TOKEN,
  review,
  ...extra,
});

const meta = {
  component: ReviewPage,
  args: { storybookUrl: FRAMES },
  decorators: [withServerState],
  parameters: {
    route: `/review/${TOKEN}`,
    visual: { widths: ['mobile'], outlines: ['desktop'] },
    review: state(clientReview()),
    msw: { handlers: reviewsHandlers(clientStore()) },
  },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const article = (canvas: Canvas, i: number) => within(canvas.getAllByRole('article')[i] as HTMLElement);
const titled = async (canvas: Canvas) => {
  await waitFor(() => expect(document.title).toBe(reviewPage.title));
  return canvas.getByRole('main');
};

/**
 * How long an answer may take to show its outcome: it goes through supabase-js and the mock service
 * worker, which took longer than testing-library's 1 s default on a busy 2-core CI run.
 */
const ANSWERED = { timeout: 5000 };

/** Twelve sections, none answered yet: note, progress, frames at both sizes and a form each. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await titled(canvas);
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.greeting(LONG_NAME));
    await expect(canvas.getByRole('region', { name: copy.noteFrom })).toHaveTextContent('— Jonas at Lumen Studio');
    await expect(canvas.getByText(copy.progress(0, 12))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    const first = article(canvas, 0);
    await expect(first.getByText(copy.status.pending)).toBeVisible();
    await expect(first.getByTitle(copy.frameTitle('Hero with the spring planting offer', copy.phone))).toHaveAttribute(
      'src',
      expect.stringContaining('globals=brand:landscaping'),
    );
    await expect(first.getByRole('button', { name: copy.approve })).toBeEnabled();
    // Forms post to the page itself (no JavaScript needed); nothing links into the studio.
    await expect(canvas.getAllByRole('form')[0]).toHaveAttribute('action', `/review/${TOKEN}`);
    await expect(document.querySelector('a[href*="studio"]')).toBeNull();
    await expect(canvas.getByText(copy.expires('July 11, 2026'))).toBeVisible();
  },
};

/** Some sections answered; the client approves one more and the progress follows. */
export const PartlyApproved: Story = {
  parameters: {
    review: state(clientReview(['approved', 'approved', 'changes_requested'], 5)),
    msw: { handlers: reviewsHandlers(clientStore(['approved', 'approved', 'changes_requested'], 5)) },
  },
  play: async ({ canvas }) => {
    await titled(canvas);
    await expect(canvas.getByText(copy.progress(2, 5))).toBeVisible();
    await expect(article(canvas, 0).getByText(copy.answeredApproved('June 11, 2026'))).toBeVisible();
    const fourth = article(canvas, 3);
    await userEvent.click(fourth.getByRole('button', { name: copy.approve }));
    await expect(await fourth.findByText(copy.saved, {}, ANSWERED)).toBeVisible();
    await expect(fourth.getByText(copy.status.approved)).toBeVisible();
    await expect(canvas.getByText(copy.progress(3, 5))).toBeVisible();
  },
};

/** Every section approved. */
export const AllApproved: Story = {
  parameters: { review: state(clientReview(['approved', 'approved', 'approved', 'approved', 'approved'], 5)) },
  play: async ({ canvas }) => {
    await titled(canvas);
    await expect(canvas.getByText(copy.allApproved)).toBeVisible();
    await expect(canvas.getAllByText(copy.status.approved)).toHaveLength(5);
  },
};

/** Changes asked for (the comment is shown as text, markup and all); a request needs a comment. */
export const ChangesRequested: Story = {
  parameters: {
    review: state(clientReview(['changes_requested', 'approved', 'pending'], 3)),
    msw: { handlers: reviewsHandlers(clientStore(['changes_requested', 'approved', 'pending'], 3)) },
  },
  play: async ({ canvas }) => {
    await titled(canvas);
    const first = article(canvas, 0);
    await expect(first.getByText(copy.status.changes_requested)).toBeVisible();
    await expect(first.getByText(/Whitfield terrace <img src=x>/)).toBeVisible();
    await expect(first.queryAllByRole('img')).toHaveLength(0);
    const third = article(canvas, 2);
    await userEvent.click(third.getByRole('button', { name: copy.requestChanges }));
    await expect(await third.findByText(ANSWER_PROBLEMS.review_comment_required)).toBeVisible();
    await userEvent.type(third.getByRole('textbox', { name: new RegExp(copy.commentLabel) }), 'Swap the second and third question.');
    await userEvent.click(third.getByRole('button', { name: copy.requestChanges }));
    await expect(await third.findByText(copy.saved, {}, ANSWERED)).toBeVisible();
    await expect(third.getByText('Swap the second and third question.')).toBeVisible();
    await expect(canvas.getAllByText(copy.status.changes_requested)).toHaveLength(2);
  },
};

/** An expired link: the same page as a made-up or revoked token. */
export const Expired: Story = {
  parameters: { review: state(null) },
  play: async ({ canvas }) => {
    await titled(canvas);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.unavailable.title);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText(LONG_NAME)).toBeNull();
  },
};

/** A revoked link: by design exactly the expired page. */
export const Revoked: Story = {
  parameters: { review: state(null), visual: { widths: ['mobile'], outlines: ['desktop'], sameAs: 'Expired' } },
  play: Expired.play,
};

/** The answer is not saved (the server fails): the message under that section's form, the comment kept. */
export const AnswerFailed: Story = {
  parameters: { review: state(clientReview([], 3)), msw: { handlers: [answerError()] } },
  play: async ({ canvas }) => {
    await titled(canvas);
    const second = article(canvas, 1);
    await userEvent.type(second.getByRole('textbox'), 'Looks great, but a bigger photo please.');
    await userEvent.click(second.getByRole('button', { name: copy.approve }));
    await expect(await second.findByText(ANSWER_PROBLEMS.failed, {}, ANSWERED)).toBeVisible();
    await expect(second.getByRole('textbox')).toHaveValue('Looks great, but a bigger photo please.');
    await expect(second.getByText(copy.status.pending)).toBeVisible();
    await expect(canvas.getByText(copy.progress(0, 3))).toBeVisible();
  },
};

/** Without JavaScript: the server rendered the page again after refusing a post (changes without a comment). */
export const NoJavaScript: Story = {
  parameters: {
    review: state(clientReview(['approved'], 3), { problem: { section: sectionId(1), problem: 'review_comment_required', comment: '' } }),
  },
  play: async ({ canvas }) => {
    await titled(canvas);
    const second = article(canvas, 1);
    await expect(second.getByText(ANSWER_PROBLEMS.review_comment_required)).toBeVisible();
    await expect(second.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining(ANSWER_PROBLEMS.review_comment_required));
    await expect(second.getByRole('button', { name: copy.requestChanges })).toHaveAttribute('name', 'verdict');
    await expect(article(canvas, 0).queryByText(ANSWER_PROBLEMS.review_comment_required)).toBeNull();
  },
};

/** Without JavaScript: the server saved a post and led back to the section (`?saved=`), which says so. */
export const NoJavaScriptSaved: Story = {
  parameters: { review: state(clientReview(['approved'], 3), { saved: sectionId(0) }) },
  play: async ({ canvas }) => {
    await titled(canvas);
    await expect(article(canvas, 0).getByText(copy.saved)).toBeVisible();
    await expect(article(canvas, 0).getByText(copy.status.approved)).toBeVisible();
    await expect(canvas.getAllByText(copy.saved)).toHaveLength(1);
  },
};
