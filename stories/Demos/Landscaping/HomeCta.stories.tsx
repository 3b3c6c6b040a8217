import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { businessHours, landscapingCopy } from '../../../src/demos/landscaping/content';
import { HomeCta } from '../../../src/demos/landscaping/sections/HomeCta';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: HomeCta,
  args: { copy: landscapingCopy.homeCta, hours: businessHours },
  decorators: [demoDecorator],
  ...demoStory('landscaping'),
} satisfies Meta<typeof HomeCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation to ask for an estimate beside Monday–Friday 8–5, Saturday by appointment, Sunday closed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.copy.action.label })).toHaveAttribute('href', args.copy.action.to);
    for (const row of args.hours) {
      await expect(canvas.getByText(row.days)).toBeVisible();
      await expect(canvas.getByText(row.hours)).toBeVisible();
    }
  },
};
