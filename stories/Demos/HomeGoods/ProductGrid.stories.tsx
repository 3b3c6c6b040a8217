import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomegoodsBrand } from '../../../src/demos/homegoods/brand';
import { ProductGrid } from '../../../src/demos/homegoods/components/ProductGrid';
import { newArrivals, products, saleProducts } from '../../../src/demos/homegoods/data';
import { frame } from '../demoStory';

const meta = {
  title: 'Demos/Home Goods/Product Grid',
  component: ProductGrid,
  decorators: [(Story) => <HomegoodsBrand>{frame(<Story />)}</HomegoodsBrand>],
  args: { products, label: 'All products', eager: 6, headingLevel: 2 },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProducts: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'All products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const NewArrivals: Story = {
  args: { products: newArrivals, label: 'New arrivals' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'New arrivals' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SaleOnly: Story = {
  args: { products: saleProducts, label: 'Products on sale' },
  play: async ({ canvas }) => {
    const headings = within(canvas.getByRole('list', { name: 'Products on sale' })).getAllByRole('heading');
    await expect(headings.map((h) => h.textContent)).toEqual(['Linen Cushion', 'Scented Candle']);
  },
};

export const Empty: Story = {
  args: { products: [], label: 'Products on sale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing here right now/)).toBeVisible();
  },
};
