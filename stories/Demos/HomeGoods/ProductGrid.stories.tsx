import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homegoodsCopy, newArrivals, products, saleProducts } from '../../../src/demos/homegoods/content';
import { ProductGrid } from '../../../src/demos/homegoods/sections/ProductGrid';
import { ProductsBand } from '../../../src/demos/homegoods/sections/ProductsBand';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: ProductGrid,
  args: { products, label: homegoodsCopy.shop.label, empty: homegoodsCopy.empty, labels: homegoodsCopy.product, eager: 3 },
  decorators: [demoDecorator],
  ...demoStory('homegoods', true),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** Every product; each card links to its page. */
export const AllProducts: Story = {
  play: async ({ canvas, args }) => {
    await expect(names(canvas.getByRole('list', { name: args.label }))).toEqual(products.map((p) => p.name));
    await expect(canvas.getByRole('link', { name: products[0]!.name })).toHaveAttribute('href', `/demo/advanced/shop/${products[0]!.id}`);
  },
};

/** Products on sale: a Sale tag, the sale price and the struck-through regular price. */
export const OnSale: Story = {
  args: { products: saleProducts, label: homegoodsCopy.sale.label },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(homegoodsCopy.product.saleTag)).toHaveLength(saleProducts.length);
    await expect(canvas.getAllByRole('deletion')).toHaveLength(saleProducts.length);
  },
};

/** Nothing to show. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(homegoodsCopy.empty)).toBeVisible();
  },
};

/** The home page's new arrivals: the first three products and a link to the shop. */
export const NewArrivals: Story = {
  render: () => (
    <ProductsBand
      id="new-title"
      copy={homegoodsCopy.newArrivals}
      products={newArrivals}
      grid={{ empty: homegoodsCopy.empty, labels: homegoodsCopy.product }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(names(canvas.getByRole('list', { name: 'New Arrivals' }))).toEqual(newArrivals.map((p) => p.name));
  },
};
