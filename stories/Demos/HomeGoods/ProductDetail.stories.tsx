import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatUsd } from '../../../src/content';
import { findProduct, homegoodsCopy, productFacts, type Product } from '../../../src/demos/homegoods/content';
import { ProductDetail } from '../../../src/demos/homegoods/sections/ProductDetail';
import { demoDecorator, demoStory, findToast } from '../demoStory';

const product = (id: string) => findProduct(id) as Product;
const copy = homegoodsCopy.product;

const meta = {
  component: ProductDetail,
  args: { product: product('wool-throw'), copy, facts: productFacts },
  decorators: [demoDecorator],
  ...demoStory('homegoods', true),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.product.name })).toBeVisible();
    await expect(canvas.getByText(`${productFacts.rating} out of ${productFacts.ratingOutOf} stars`)).toBeVisible();
    await expect(canvas.getByText(`${productFacts.reviewCount} reviews`)).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent(String(productFacts.quantity));
    for (const line of copy.shipping) await expect(canvas.getByText(line)).toBeVisible();
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const OnSale: Story = {
  args: { product: product('linen-cushion') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(formatUsd(args.product.salePrice ?? '', { cents: true }))).toBeVisible();
    await expect(canvas.getByText(formatUsd(args.product.price, { cents: true })).closest('del')).not.toBeNull();
  },
};

/** The cart toast: Add to Cart only shows it (a demo, nothing is added). */
export const CartToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.addToCart }));
    await findToast(copy.toast.title);
    await findToast(copy.toast.description);
  },
};
