import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy, coffeeHours } from '../../../src/demos/coffee/content';
import { Visit } from '../../../src/demos/coffee/sections/Visit';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: Visit,
  args: { copy: coffeeCopy.visit, hours: coffeeHours },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
} satisfies Meta<typeof Visit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sage closing band: address, get in touch, opening hours. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.copy.address)).toBeVisible();
    for (const row of args.hours) await expect(canvas.getByText(row.hours)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.copy.action.label })).toHaveAttribute('href', args.copy.action.to);
  },
};
