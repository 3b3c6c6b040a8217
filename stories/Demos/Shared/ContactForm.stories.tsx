import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STANDARD_DEMO_SUBMIT_DELAY_MS } from '../../../src/content/constants';
import { coffeeCopy, coffeePaths } from '../../../src/demos/coffee/content';
import {
  GENERAL_INQUIRY,
  estimateServiceOptions,
  landscapingCopy,
  landscapingPaths,
  services,
} from '../../../src/demos/landscaping/content';
import { postedDemoForm } from '../../../src/demos/shared/demoFormPost';
import { ContactForm } from '../../../src/demos/shared/sections/ContactForm';
import { demoStory, demoDecorator, expectNoToast, findToast } from '../demoStory';

type Canvas = ReturnType<typeof within>;
const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name, exact: true });
const invalid = (canvas: Canvas) => canvas.getByRole('form').querySelectorAll('[aria-invalid="true"]');

const meta = {
  component: ContactForm,
  args: { copy: coffeeCopy.form, action: coffeePaths.contact },
  decorators: [demoDecorator],
  ...demoStory('coffee', '640px'),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The café's form: name, email and message, all required. */
export const CoffeeIdle: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(textbox(canvas, name)).toBeRequired();
      await expect(textbox(canvas, name)).toHaveAttribute('aria-invalid', 'false');
    }
    await expect(canvas.getByRole('button', { name: /Send Message/ })).toBeEnabled();
  },
};

/** Submitting empty: three inline errors tied to their fields; focus on the first. */
export const CoffeeInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Send Message/ }));
    await expect(invalid(canvas)).toHaveLength(3);
    await expect(textbox(canvas, 'Name')).toHaveFocus();
    await expect(textbox(canvas, 'Name')).toHaveAccessibleDescription('Please tell us your name.');
    await userEvent.type(textbox(canvas, 'Email'), 'not-an-email');
    await expect(textbox(canvas, 'Email')).toHaveAccessibleDescription(/valid email address/);
    await expectNoToast(coffeeCopy.form.toast.title);
  },
};

/** A valid message shows the "Message Sent!" toast and nothing else (the text stays). */
export const CoffeeSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(textbox(canvas, 'Name'), 'Ada Lovelace');
    await userEvent.type(textbox(canvas, 'Email'), 'ada@example.com');
    await userEvent.type(textbox(canvas, 'Message'), 'Do you cater office breakfasts?');
    await userEvent.click(canvas.getByRole('button', { name: /Send Message/ }));
    await findToast(coffeeCopy.form.toast.title);
    await waitFor(() => expect(invalid(canvas)).toHaveLength(0));
    await expect(textbox(canvas, 'Name')).toHaveValue('Ada Lovelace');
  },
};

const estimate = { args: { copy: landscapingCopy.form, action: landscapingPaths.contact }, ...demoStory('landscaping', '720px') };
const service = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Service/ });

async function fillEstimate(canvas: Canvas) {
  await userEvent.type(textbox(canvas, 'Name'), 'Grace Hopper');
  await userEvent.type(textbox(canvas, 'Email'), 'grace@example.com');
  await userEvent.selectOptions(service(canvas), services[4]!.name);
  await userEvent.type(textbox(canvas, 'Message'), 'A flagstone patio behind the house.');
}

/** Evergreen's estimate form: a service select (General Inquiry first) and a hint on the message. */
export const EstimateIdle: Story = {
  ...estimate,
  play: async ({ canvas }) => {
    await expect(service(canvas)).toHaveValue(GENERAL_INQUIRY);
    await expect(
      within(service(canvas))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(estimateServiceOptions);
    await expect(estimateServiceOptions).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Request Free Estimate' })).toHaveAttribute('aria-disabled', 'false');
  },
};

export const EstimateInvalid: Story = {
  ...estimate,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Free Estimate' }));
    await expect(invalid(canvas)).toHaveLength(3);
    await expect(textbox(canvas, 'Message')).toHaveAccessibleDescription(
      /Tell us about your yard.*Please tell us a little about your project\./,
    );
    await userEvent.type(textbox(canvas, 'Name'), 'Grace');
    await waitFor(() => expect(invalid(canvas)).toHaveLength(2));
  },
};

/** During the one-second "send" the button reads "Sending..." and is disabled for assistive tech. */
export const EstimateBusy: Story = {
  ...estimate,
  // The busy state ends on the demo's 1 s timer, so a capture could catch either state; the play
  // function asserts it, and the idle and sent states are captured in their own stories.
  parameters: { ...estimate.parameters, visual: false },
  play: async ({ canvas }) => {
    await fillEstimate(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Free Estimate' }));
    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your request');
    await userEvent.click(busy);
    await expectNoToast(landscapingCopy.form.toast.title);
  },
};

/** After the delay: the toast says it is a demo and the form is reset. */
export const EstimateSent: Story = {
  ...estimate,
  play: async ({ canvas }) => {
    await fillEstimate(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Free Estimate' }));
    await findToast(landscapingCopy.form.toast.title, STANDARD_DEMO_SUBMIT_DELAY_MS + 2000);
    await findToast(landscapingCopy.form.toast.description);
    for (const name of ['Name', 'Email', 'Message']) await expect(textbox(canvas, name)).toHaveValue('');
    await expect(service(canvas)).toHaveValue(GENERAL_INQUIRY);
  },
};

/** Sent without JavaScript: the page answers the post with the toast's words on the page, the form cleared. */
export const EstimateSentWithoutJavaScript: Story = {
  ...estimate,
  args: {
    ...estimate.args,
    posted: postedDemoForm(landscapingCopy.form, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      service: GENERAL_INQUIRY,
      message: 'A patio.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(landscapingCopy.form.toast.title)).toBeVisible();
    await expect(textbox(canvas, 'Name')).toHaveValue('');
    await expect(canvas.getByRole('form')).toHaveAttribute('method', 'post');
  },
};

/** Posted without JavaScript with an empty message and a bad e-mail: the values kept, each error shown. */
export const CoffeeInvalidWithoutJavaScript: Story = {
  args: { posted: postedDemoForm(coffeeCopy.form, { name: 'Ada', email: 'ada@', message: '' }) },
  play: async ({ canvas }) => {
    await expect(textbox(canvas, 'Name')).toHaveValue('Ada');
    await expect(invalid(canvas)).toHaveLength(2);
    await expect(canvas.queryByText(coffeeCopy.form.toast.title)).toBeNull();
  },
};
