import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy, menu, type MenuCategory as Category } from '../../../src/demos/coffee/content';
import { categoryImages } from '../../../src/demos/coffee/images';
import { MenuCategory } from '../../../src/demos/coffee/sections/MenuCategory';
import { demoDecorator, demoStory } from '../demoStory';

const category = (id: Category['id']) => menu.find((c) => c.id === id) as Category;
const argsFor = (id: Category['id']) => ({
  category: category(id),
  image: categoryImages[id],
  tagsLabel: coffeeCopy.menu.tagsLabel,
  eagerImage: true,
});

const meta = {
  component: MenuCategory,
  args: argsFor('espresso'),
  decorators: [demoDecorator],
  ...demoStory('coffee', true),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.category.title })).toBeVisible();
    const items = canvas.getAllByRole('heading', { level: 3 });
    await expect(items.map((item) => item.textContent)).toEqual(args.category.items.map((item) => item.name));
    for (const item of args.category.items) await expect(canvas.getAllByText(`$${item.price.toFixed(2)}`).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(args.image.alt);
  },
} satisfies Meta<typeof MenuCategory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EspressoAndCoffee: Story = {};
export const LattesAndMilkDrinks: Story = { args: argsFor('lattes') };
/** With labels ("Vegan", "House favourite") under some items. */
export const Pastries: Story = {
  args: argsFor('pastries'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list', { name: coffeeCopy.menu.tagsLabel }).length).toBeGreaterThan(0);
  },
};
