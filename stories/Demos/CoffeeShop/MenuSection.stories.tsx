import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoffeeBrand } from '../../../src/demos/coffee/brand';
import { MenuSection } from '../../../src/demos/coffee/components/MenuSection';
import { menu, type MenuCategory } from '../../../src/demos/coffee/data';
import { frame } from '../demoStory';

const category = (id: MenuCategory['id']) => menu.find((c) => c.id === id) as MenuCategory;

const meta = {
  title: 'Demos/Coffee Shop/Menu Section',
  component: MenuSection,
  decorators: [(Story) => <CoffeeBrand>{frame(<Story />)}</CoffeeBrand>],
  args: { category: category('espresso'), eagerImage: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.category.title })).toBeVisible();
    const items = canvas.getAllByRole('heading', { level: 3 });
    await expect(items.map((item) => item.textContent)).toEqual(args.category.items.map((item) => item.name));
    for (const item of args.category.items) await expect(canvas.getAllByText(`$${item.price.toFixed(2)}`).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/./);
  },
} satisfies Meta<typeof MenuSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EspressoAndCoffee: Story = {};
export const LattesAndMilkDrinks: Story = { args: { category: category('lattes') } };
export const Pastries: Story = { args: { category: category('pastries') } };
