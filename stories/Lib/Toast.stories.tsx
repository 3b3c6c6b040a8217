import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components';
import { TOAST_DURATION_MS } from '../../src/content';
import { Toaster, toast, type ToastInput } from '../../src/lib/toast';
import { findToastText } from './toastSteps';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding: 1.5rem;
`;

function Demo({
  input,
}: {
  /** What `toast()` is called with: title, description and variant. */
  input: ToastInput;
}) {
  return (
    <Toaster>
      <Row>
        <Button onClick={() => toast(input)}>Show toast</Button>
        <Button variant="outline" onClick={() => toast({ title: 'Second Toast', description: 'Replaces the first one.' })}>
          Show another
        </Button>
      </Row>
    </Toaster>
  );
}

const meta = {
  component: Demo,
  args: { input: { title: 'Message Sent!', description: 'This is a demo, so no email was sent.' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await findToastText('Message Sent!');
    await userEvent.click(region().getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(region().queryByText('Message Sent!')).toBeNull());
  },
};

export const Destructive: Story = {
  args: { input: { title: 'Submission Failed', description: 'Something went wrong. Please try again.', variant: 'destructive' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await findToastText('Submission Failed');
  },
};

export const Success: Story = {
  args: { input: { title: 'Added to Cart!', description: 'This is a demo, so nothing was added.', variant: 'success' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await findToastText('Added to Cart!');
  },
};

/** Only one toast at a time: a new one replaces the current one. */
export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await region().findByText('Message Sent!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show another' }));
    await findToastText('Second Toast');
    await waitFor(() => expect(region().queryByText('Message Sent!')).toBeNull());
  },
};

/** Ends with the toast gone, as Default does. */
export const AutoDismiss: Story = {
  args: { input: { title: 'Quick Toast', duration: 300 } },
  parameters: { visual: { sameAs: 'Default' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await findToastText('Quick Toast');
    await waitFor(() => expect(region().queryByText('Quick Toast')).toBeNull(), { timeout: 2000 });
    await expect(TOAST_DURATION_MS).toBe(5000);
  },
};

export const F8FocusesNotifications: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await region().findByText('Message Sent!');
    // The F8 hotkey, as the browser reports it (event.code is what Radix matches).
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(document.activeElement)).toBe(true));
  },
};
