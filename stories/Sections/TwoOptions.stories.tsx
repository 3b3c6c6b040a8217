import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeCopy, twoOptions } from '../../src/content';
import { TwoOptions } from '../../src/sections/TwoOptions';

const meta = {
  component: TwoOptions,
  args: { copy: homeCopy.twoOptions, options: twoOptions },
} satisfies Meta<typeof TwoOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Two Perfect Options' })).toBeInTheDocument();
    const cards = canvas.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 3 }));
    await expect(cards).toHaveLength(twoOptions.length);
    for (const [index, option] of twoOptions.entries()) {
      const card = within(cards[index] as HTMLElement);
      await expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(option.title);
      await expect(card.getByText(option.priceLabel)).toBeVisible();
      await (option.popular
        ? expect(card.getByText(homeCopy.twoOptions.popularLabel)).toBeVisible()
        : expect(card.queryByText(homeCopy.twoOptions.popularLabel)).toBeNull());
    }
    await expect(canvas.getByRole('link', { name: homeCopy.twoOptions.compareLink.label })).toHaveAttribute('href', '/services');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monthly Packages')).toBeVisible();
  },
};
