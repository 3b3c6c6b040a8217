import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy, menu } from '../../../src/demos/coffee/content';
import { MenuJump } from '../../../src/demos/coffee/sections/MenuJump';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: MenuJump,
  args: { label: coffeeCopy.menu.jumpLabel, categories: menu },
  decorators: [demoDecorator],
  ...demoStory('coffee', true),
} satisfies Meta<typeof MenuJump>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chips that jump to each category on the menu page. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    for (const category of args.categories)
      await expect(canvas.getByRole('link', { name: category.title })).toHaveAttribute('href', `#${category.id}`);
  },
};
