import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addOns, servicesCopy } from '../../src/content';
import { AddOns } from '../../src/sections/AddOns';

const meta = {
  component: AddOns,
  args: { header: servicesCopy.addOns, items: addOns },
} satisfies Meta<typeof AddOns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular Add-Ons' })).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(addOns.length);
    for (const [index, addOn] of addOns.entries()) {
      const item = within(items[index] as HTMLElement);
      await expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(addOn.name);
      await expect(item.getByText(addOn.price)).toBeVisible();
    }
  },
};
