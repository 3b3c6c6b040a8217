import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STANDARD_DEMO_SUBMIT_DELAY_MS } from '../../../src/content/constants';
import { LandscapingBrand } from '../../../src/demos/landscaping/brand';
import { EstimateForm } from '../../../src/demos/landscaping/components/EstimateForm';
import { ESTIMATE_TOAST, GENERAL_INQUIRY, estimateServiceOptions, services } from '../../../src/demos/landscaping/data';
import { resetToasts } from '../../../src/features/toast';
import { expectNoToast, findToast, frame } from '../demoStory';

const meta = {
  title: 'Demos/Landscaping/Estimate Form',
  component: EstimateForm,
  beforeEach: () => resetToasts(),
  decorators: [(Story) => <LandscapingBrand>{frame(<Story />, '720px')}</LandscapingBrand>],
} satisfies Meta<typeof EstimateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name, exact: true });
const service = services[4]!.name;

async function fillValid(canvas: Canvas) {
  await userEvent.type(textbox(canvas, 'Name'), 'Grace Hopper');
  await userEvent.type(textbox(canvas, 'Email'), 'grace@example.com');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service' }), service);
  await userEvent.type(textbox(canvas, 'Message'), 'A flagstone patio behind the house.');
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Service' });
    await expect(select).toHaveValue(GENERAL_INQUIRY);
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(estimateServiceOptions);
    await expect(estimateServiceOptions).toHaveLength(7);
    for (const name of ['Name', 'Email', 'Message']) await expect(textbox(canvas, name)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Request Free Estimate' })).toHaveAttribute('aria-disabled', 'false');
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Free Estimate' }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(textbox(canvas, 'Name')).toHaveFocus();
    await expect(textbox(canvas, 'Message')).toHaveAccessibleDescription(/Tell us about your yard.*Please tell us a little about your project\./);
    await userEvent.type(textbox(canvas, 'Name'), 'Grace');
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Request Free Estimate' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** During the one-second "send" the button reads "Sending..." and is disabled for assistive tech. */
export const Busy: Story = {
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Free Estimate' }));
    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your request');
    await userEvent.click(busy);
    await expectNoToast(ESTIMATE_TOAST.title);
    await expect(textbox(canvas, 'Name')).toHaveValue('Grace Hopper');
  },
};

/** After STANDARD_DEMO_SUBMIT_DELAY_MS: the toast says it is a demo and the form is reset. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await fillValid(canvas);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Free Estimate' }));
    await findToast(ESTIMATE_TOAST.title, STANDARD_DEMO_SUBMIT_DELAY_MS + 2000);
    await expect(performance.now() - started).toBeGreaterThanOrEqual(STANDARD_DEMO_SUBMIT_DELAY_MS - 20);
    await findToast(ESTIMATE_TOAST.description);
    await expect(textbox(canvas, 'Name')).toHaveValue('');
    await expect(textbox(canvas, 'Email')).toHaveValue('');
    await expect(textbox(canvas, 'Message')).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Service' })).toHaveValue(GENERAL_INQUIRY);
    await expect(canvas.getByRole('button', { name: 'Request Free Estimate' })).toHaveAttribute('aria-disabled', 'false');
  },
};
