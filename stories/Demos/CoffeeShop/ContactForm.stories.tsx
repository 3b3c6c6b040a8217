import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CoffeeBrand } from '../../../src/demos/coffee/brand';
import { ContactForm } from '../../../src/demos/coffee/components/ContactForm';
import { COFFEE_TOAST_TITLE } from '../../../src/demos/coffee/data';
import { resetToasts } from '../../../src/features/toast';
import { expectNoToast, findToast, frame } from '../demoStory';

const meta = {
  title: 'Demos/Coffee Shop/Contact Form',
  component: ContactForm,
  beforeEach: () => resetToasts(),
  decorators: [(Story) => <CoffeeBrand>{frame(<Story />, '640px')}</CoffeeBrand>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: string) => ({ name, exact: true });

export const Idle: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Name', 'Email', 'Message']) {
      const control = canvas.getByRole('textbox', field(name));
      await expect(control).toBeRequired();
      await expect(control).toHaveAttribute('aria-invalid', 'false');
    }
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: /Send message/ })).toBeEnabled();
  },
};

/** Submitting empty: three inline errors, announced and tied to their fields; focus on the first. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Send message/ }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    const name = canvas.getByRole('textbox', field('Name'));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please tell us your name.');
    await userEvent.type(canvas.getByRole('textbox', field('Email')), 'not-an-email');
    await expect(canvas.getByRole('textbox', field('Email'))).toHaveAccessibleDescription(/valid email address/);
    await expectNoToast(COFFEE_TOAST_TITLE);
  },
};

/** A valid message shows the "Message Sent!" toast and nothing else (the text stays). */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', field('Name')), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', field('Email')), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', field('Message')), 'Do you cater office breakfasts?');
    await userEvent.click(canvas.getByRole('button', { name: /Send message/ }));
    await findToast(COFFEE_TOAST_TITLE);
    await waitFor(() => expect(canvas.queryAllByRole('alert')).toHaveLength(0));
    await expect(canvas.getByRole('textbox', field('Name'))).toHaveValue('Ada Lovelace');
  },
};
