import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomegoodsBrand } from '../../../src/demos/homegoods/brand';
import { ProductNotFound } from '../../../src/demos/homegoods/components/ProductNotFound';
import { homegoodsPaths } from '../../../src/demos/homegoods/data';
import { frame } from '../demoStory';

const meta = {
  title: 'Demos/Home Goods/Product Not Found',
  component: ProductNotFound,
  decorators: [(Story) => <HomegoodsBrand>{frame(<Story />)}</HomegoodsBrand>],
} satisfies Meta<typeof ProductNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', homegoodsPaths.shop);
  },
};
