import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy } from '../../../src/demos/coffee/content';
import { heroImage } from '../../../src/demos/coffee/images';
import { Hero } from '../../../src/demos/coffee/sections/Hero';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: Hero,
  args: { copy: coffeeCopy.hero, image: heroImage },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Founding line, title with the italic "Slow", the menu and visit links and the cup. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Good Coffee, Slow Mornings.' })).toBeVisible();
    await expect(canvas.getByText('Slow').tagName).toBe('EM');
    await expect(canvas.getByRole('link', { name: args.copy.primary.label })).toHaveAttribute('href', args.copy.primary.to);
    await expect(canvas.getByRole('link', { name: args.copy.secondary.label })).toHaveAttribute('href', args.copy.secondary.to);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(args.image.alt);
  },
};
