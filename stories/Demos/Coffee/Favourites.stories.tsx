import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy, favourites } from '../../../src/demos/coffee/content';
import { Favourites } from '../../../src/demos/coffee/sections/Favourites';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: Favourites,
  args: { copy: coffeeCopy.favourites, items: favourites },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
} satisfies Meta<typeof Favourites>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three house favourites with prices and a link to the full menu. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(args.items.map((item) => item.name));
    for (const item of args.items) await expect(canvas.getAllByText(`$${item.price.toFixed(2)}`).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: args.copy.link.label })).toHaveAttribute('href', args.copy.link.to);
  },
};
