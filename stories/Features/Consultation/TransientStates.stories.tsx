import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Card } from '../../../src/components';
import { ConsultationForm, SuccessDialog } from '../../../src/features/consultation';
import { Toaster, toast, type ToastInput } from '../../../src/lib/toast';
import { sample } from './consultationSteps';

/**
 * States that normally last a moment, held still so they can be reviewed, compared and
 * screenshotted: the success dialog open, each toast shown with an infinite duration, and the
 * form while it submits (a request that never answers).
 */
const Frame = styled.div`
  max-width: 760px;
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

interface HeldProps {
  /** Shown before the story renders, with an infinite duration. */
  toastInput?: ToastInput;
  /** The success dialog, open. */
  dialog?: boolean;
  /** The form filled in, with a submit that never answers (the play function presses Send). */
  submitting?: boolean;
}

function Held({ dialog, submitting }: HeldProps) {
  return (
    <Toaster>
      <Frame>
        <Card>
          <ConsultationForm
            initialValues={submitting ? { ...sample, service: 'standard-monthly', storeIntegration: true } : undefined}
            submit={() => new Promise(() => undefined)}
          />
        </Card>
      </Frame>
      {dialog && <SuccessDialog open onClose={fn()} />}
    </Toaster>
  );
}

const meta = {
  component: Held,
  beforeEach: ({ args }) => {
    if (args.toastInput) toast({ ...args.toastInput, duration: Infinity });
  },
} satisfies Meta<typeof Held>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastRegion = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

/** Waits out the entry animation (instant with reduced motion) before checking. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const SuccessDialogOpen: Story = {
  name: 'Success dialog open',
  args: { dialog: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Submission Received!' });
    await shown(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

const toasts: Record<string, ToastInput> = {
  default: { title: 'Message Sent!', description: 'This is a demo, so no email was sent.' },
  success: { title: 'Added to Cart!', description: 'This is a demo, so nothing was added.', variant: 'success' },
  destructive: { title: 'Submission Failed', description: 'Something went wrong. Please try again.', variant: 'destructive' },
};

export const ToastDefault: Story = {
  name: 'Toast shown: default',
  args: { toastInput: toasts.default },
  play: async () => shown(await toastRegion().findByText('Message Sent!')),
};

export const ToastSuccess: Story = {
  name: 'Toast shown: success',
  args: { toastInput: toasts.success },
  play: async () => shown(await toastRegion().findByText('Added to Cart!')),
};

export const ToastDestructive: Story = {
  name: 'Toast shown: destructive',
  args: { toastInput: toasts.destructive },
  play: async () => shown(await toastRegion().findByText('Submission Failed')),
};

/** The request never answers, so the button stays in its busy state. */
export const Submitting: Story = {
  name: 'Form submitting',
  args: { submitting: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Consultation request' })).toHaveAttribute('aria-busy', 'true');
  },
};
