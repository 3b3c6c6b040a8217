import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  submissionInsertError,
  submissionInsertNetworkError,
  submissionInsertRateLimited,
  submissionInsertServerError,
  submissionInsertSlow,
  submissionInsertSuccess,
} from '../../../mocks/supabase/submissions';
import { ConsultationForm, FAILURE_TOAST, RATE_LIMIT_TOAST } from '../../../src/features/consultation';
import { findToastText } from '../../Lib/toastSteps';
import { wrappedIn } from '../../wrappedIn';
import { ConsultationFrame } from './ConsultationFrame';
import { expectInputKept, fillForm } from './consultationSteps';

const meta = {
  component: ConsultationForm,
  decorators: [wrappedIn(ConsultationFrame)],
  parameters: { msw: { handlers: [submissionInsertSuccess()] } },
} satisfies Meta<typeof ConsultationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));

export const Empty: Story = {
  play: async ({ canvas }) => {
    const service = canvas.getByLabelText(/Service Selection/);
    await expect(service).toHaveValue('');
    await expect(within(service).getByRole('option', { name: 'Select a service' })).toBeDisabled();
    await expect(within(service).getAllByRole('option')).toHaveLength(5);
    await expect(canvas.getByLabelText('Do you want E-Commerce integration?')).not.toBeChecked();
    for (const label of [/Full Name/, /Email Address/, /Service Selection/, /Message \/ Project Details/]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
  },
};

export const PlanPreselected: Story = {
  args: { initialValues: { service: 'advanced-monthly' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Service Selection/)).toHaveValue('advanced-monthly');
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await expectInputKept(canvas);
    await expect(canvas.getByLabelText(/Service Selection/)).toHaveValue('standard-monthly');
    await expect(canvas.getByLabelText('Do you want E-Commerce integration?')).toBeChecked();
  },
};

/** Submitting empty: every required field explains itself, and focus goes to the first one. */
export const InvalidRequiredFields: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    const expected: [RegExp, string][] = [
      [/Full Name/, 'Please enter your full name.'],
      [/Email Address/, 'Please enter your email address.'],
      [/Service Selection/, 'Please select a service.'],
      [/Message \/ Project Details/, 'Please tell us a little about your project.'],
    ];
    for (const [label, message] of expected) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await expect(canvas.getByLabelText(/Full Name/)).toHaveFocus();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas);
    const email = canvas.getByLabelText(/Email Address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'maya@bakery');
    await submit(canvas);
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    await expect(email).toHaveFocus();
    // Fixing the field clears its message.
    await userEvent.type(email, '.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [submissionInsertSlow(60_000)] } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await submit(canvas);
    // Busy (aria-disabled), not disabled: the button keeps keyboard focus while the request runs.
    const button = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    // Pressing it again sends nothing more.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('form', { name: 'Consultation request' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Ends on the emptied form, as Empty starts. */
export const SuccessDialog: Story = {
  parameters: { visual: { sameAs: 'Empty' } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await submit(canvas);
    const dialog = await screen.findByRole('dialog', { name: 'Submission Received!' });
    await expect(dialog).toHaveTextContent('within 24 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back to the button that sent the request, not the top of the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Request' })).toHaveFocus());
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Service Selection/)).toHaveValue('');
    await expect(canvas.getByLabelText('Do you want E-Commerce integration?')).not.toBeChecked();
  },
};

/** Sent from the keyboard (Enter in a field), closed with Escape: focus goes back to the send button. */
export const SuccessDialogByKeyboard: Story = {
  parameters: { visual: { sameAs: 'Empty' } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByLabelText(/Full Name/));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Submission Received!' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Request' })).toHaveFocus());
  },
};

export const FailureToast: Story = {
  parameters: { msw: { handlers: [submissionInsertServerError()] } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await submit(canvas);
    await findToastText(FAILURE_TOAST.title);
    await findToastText(FAILURE_TOAST.description);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expectInputKept(canvas);
    // The button keeps keyboard focus through "Sending..." and back: a retry is one Enter away.
    const button = canvas.getByRole('button', { name: 'Send Request' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveFocus();
  },
};

export const DatabaseRefusal: Story = {
  name: 'Failure: database refusal (PostgREST error)',
  // Every failure shows the visitor the same message: one screen.
  parameters: { msw: { handlers: [submissionInsertError()] }, visual: { sameAs: 'Failure Toast' } },
  play: FailureToast.play,
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [submissionInsertNetworkError()] }, visual: { sameAs: 'Failure Toast' } },
  play: FailureToast.play,
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [submissionInsertRateLimited()] } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await submit(canvas);
    await findToastText(RATE_LIMIT_TOAST.description);
    await expectInputKept(canvas);
  },
};

/** A bot fills the hidden field: it sees success, nothing is sent (the handler would fail). */
export const HoneypotFilled: Story = {
  parameters: { msw: { handlers: [submissionInsertNetworkError()] } },
  play: async ({ canvas, canvasElement }) => {
    await fillForm(canvas);
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(honeypot).not.toBeNull();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await userEvent.type(honeypot!, 'https://spam.example');
    await submit(canvas);
    const dialog = await screen.findByRole('dialog', { name: 'Submission Received!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.queryByText(FAILURE_TOAST.title)).toBeNull();
  },
};
