import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADVANCED_DEMO } from '../../../src/content/constants';
import HomeGoodsDemo from '../../../src/demos/homegoods';
import {
  ADD_TO_CART_TOAST,
  homegoodsMeta,
  homegoodsPaths,
  newArrivals,
  products,
  saleProducts,
} from '../../../src/demos/homegoods/content';
import { formatUsd } from '../../../src/content';
import { type Canvas, expectCreditAndOneH1, findToast, siteScreens, demoGlobals } from '../demoStory';

/** The whole site with its nested routes; `parameters.route` picks the page. */
const meta = {
  ...siteScreens(homegoodsPaths.home, HomeGoodsDemo),
  globals: demoGlobals('homegoods'),
  parameters: { route: homegoodsPaths.home, visual: { widths: ['mobile'], outlines: ['desktop'] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectChrome(canvas: Canvas) {
  await expect(within(canvas.getByRole('banner')).getByRole('textbox', { name: 'Newsletter' })).toBeVisible();
  await expectCreditAndOneH1(canvas);
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Made Slowly/ })).toBeVisible();
    await expectChrome(canvas);
    await expect(names(canvas.getByRole('list', { name: 'New Arrivals' }))).toEqual(newArrivals.map((p) => p.name));
  },
};

export const Shop: Story = {
  parameters: { route: homegoodsPaths.shop },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible();
    await expectChrome(canvas);
    await expect(names(canvas.getByRole('list', { name: 'All products' }))).toEqual(products.map((p) => p.name));
  },
};

export const Sale: Story = {
  parameters: { route: homegoodsPaths.sale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
    await expectChrome(canvas);
    await expect(names(canvas.getByRole('list', { name: 'Products on sale' }))).toEqual(saleProducts.map((p) => p.name));
    await expect(saleProducts.map((p) => p.id)).toEqual(['linen-cushion', 'scented-candle']);
  },
};

export const Product: Story = {
  parameters: { route: homegoodsPaths.product('oak-tray') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oak Serving Tray' })).toBeVisible();
    await expectChrome(canvas);
    await expect(canvas.getByText(`${ADVANCED_DEMO.rating} out of ${ADVANCED_DEMO.ratingOutOf} stars`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await findToast(ADD_TO_CART_TOAST.title);
    await expect(document.title).toBe(homegoodsMeta.product(products[2]!).title);
  },
};

export const ProductOnSale: Story = {
  parameters: { route: homegoodsPaths.product('linen-cushion') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Linen Cushion' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    const cushion = products[1]!;
    await expect(main.getAllByText(formatUsd(cushion.salePrice ?? '', { cents: true }))[0]).toBeVisible();
    await expect(main.getAllByText(formatUsd(cushion.price, { cents: true }))[0]).toBeVisible();
  },
};

export const ProductNotFound: Story = {
  parameters: { route: homegoodsPaths.product('velvet-armchair') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', homegoodsPaths.shop);
    await expect(document.title).toBe(homegoodsMeta.productNotFound.title);
  },
};

export const PageNotFound: Story = {
  parameters: { route: `${homegoodsPaths.home}/journal` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', homegoodsPaths.shop);
  },
};
