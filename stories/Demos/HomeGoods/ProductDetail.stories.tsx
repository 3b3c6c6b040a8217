import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ADVANCED_DEMO } from '../../../src/content/constants';
import { HomegoodsBrand } from '../../../src/demos/homegoods/brand';
import { ProductDetail } from '../../../src/demos/homegoods/components/ProductDetail';
import { ADD_TO_CART_TOAST, findProduct, type Product } from '../../../src/demos/homegoods/data';
import { resetToasts } from '../../../src/features/toast';
import { formatPrice } from '../../../src/demos/shared/format';
import { findToast, frame } from '../demoStory';

const product = (id: string) => findProduct(id) as Product;

const meta = {
  title: 'Demos/Home Goods/Product Detail',
  component: ProductDetail,
  beforeEach: () => resetToasts(),
  decorators: [(Story) => <HomegoodsBrand>{frame(<Story />)}</HomegoodsBrand>],
  args: { product: product('wool-throw') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.product.name })).toBeVisible();
    await expect(canvas.getByText(`${ADVANCED_DEMO.rating} out of ${ADVANCED_DEMO.ratingOutOf} stars`)).toBeVisible();
    await expect(canvas.getByText(`${ADVANCED_DEMO.reviewCount} reviews`)).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent(String(ADVANCED_DEMO.quantity));
    const { shippingDays, freeShippingOver } = ADVANCED_DEMO;
    await expect(canvas.getByText(`Ships in ${shippingDays.min}–${shippingDays.max} business days`)).toBeVisible();
    await expect(canvas.getByText(`Free shipping on orders over $${freeShippingOver}`)).toBeVisible();
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const OnSale: Story = {
  args: { product: product('linen-cushion') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(formatPrice(args.product.salePrice ?? ''))).toBeVisible();
    await expect(canvas.getByText(formatPrice(args.product.price)).closest('del')).not.toBeNull();
  },
};

/** Add to Cart only shows a toast: it is a demo, nothing is added. */
export const AddToCart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await findToast(ADD_TO_CART_TOAST.title);
    await findToast(ADD_TO_CART_TOAST.description);
  },
};
