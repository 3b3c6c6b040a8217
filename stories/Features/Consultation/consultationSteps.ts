import { expect, userEvent, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

export const sample = {
  name: 'Maya Patel',
  email: 'maya@brightbakery.com',
  phone: '(555) 201-7788',
  businessName: 'Bright Bakery',
  message: 'We need a friendly site with our menu and an order form.',
};

/** Types a complete, valid request the way a visitor would. */
export async function fillForm(canvas: Canvas, serviceLabel = 'Standard Monthly Package') {
  await userEvent.type(canvas.getByLabelText(/Full Name/), sample.name);
  await userEvent.type(canvas.getByLabelText(/Email Address/), sample.email);
  await userEvent.type(canvas.getByLabelText(/Phone Number/), sample.phone);
  await userEvent.type(canvas.getByLabelText(/Business\/Website Name/), sample.businessName);
  await userEvent.selectOptions(canvas.getByLabelText(/Service Selection/), serviceLabel);
  await userEvent.click(canvas.getByLabelText('Do you want E-Commerce integration?'));
  await userEvent.type(canvas.getByLabelText(/Message \/ Project Details/), sample.message);
}

export async function expectInputKept(canvas: Canvas) {
  await expect(canvas.getByLabelText(/Full Name/)).toHaveValue(sample.name);
  await expect(canvas.getByLabelText(/Email Address/)).toHaveValue(sample.email);
  await expect(canvas.getByLabelText(/Message \/ Project Details/)).toHaveValue(sample.message);
}
