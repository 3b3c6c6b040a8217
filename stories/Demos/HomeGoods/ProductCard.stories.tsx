import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomegoodsBrand } from '../../../src/demos/homegoods/brand';
import { ProductCard } from '../../../src/demos/homegoods/components/ProductCard';
import { findProduct, homegoodsPaths, type Product } from '../../../src/demos/homegoods/data';
import { formatPrice } from '../../../src/demos/shared/format';
import { frame } from '../demoStory';

const product = (id: string) => findProduct(id) as Product;

const meta = {
  title: 'Demos/Home Goods/Product Card',
  component: ProductCard,
  decorators: [(Story) => <HomegoodsBrand>{frame(<Story />, '380px')}</HomegoodsBrand>],
  args: { product: product('ceramic-vase'), lazy: false, headingLevel: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.product.name })).toHaveAttribute('href', homegoodsPaths.product(args.product.id));
    await expect(canvas.getByRole('img', { name: args.product.alt })).toBeVisible();
    await expect(canvas.getByText(args.product.category)).toBeVisible();
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(formatPrice(args.product.price))).toBeVisible();
    await expect(canvas.queryByText('Sale')).toBeNull();
  },
};

/** Sale price first, the regular price struck through, both named for screen readers. */
export const OnSale: Story = {
  args: { product: product('scented-candle') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
    await expect(canvas.getByText('Sale price')).toBeInTheDocument();
    await expect(canvas.getByText(formatPrice(args.product.salePrice ?? ''))).toBeVisible();
    await expect(canvas.getByText(formatPrice(args.product.price)).closest('del')).not.toBeNull();
  },
};
