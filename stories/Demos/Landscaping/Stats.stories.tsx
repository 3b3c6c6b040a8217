import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { landscapingCopy, landscapingStats } from '../../../src/demos/landscaping/content';
import { Stats } from '../../../src/demos/landscaping/sections/Stats';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: Stats,
  args: { label: landscapingCopy.statsLabel, stats: landscapingStats },
  decorators: [demoDecorator],
  ...demoStory('landscaping'),
  play: async ({ canvas, args }) => {
    for (const stat of args.stats) {
      await expect(canvas.getByText(stat.value)).toBeVisible();
      await expect(canvas.getByText(stat.label)).toBeVisible();
    }
  },
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about page's dark band. */
export const Band: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: args.label })).toBeVisible();
  },
};

/** The yellow strip under the home hero. */
export const Strip: Story = { args: { strip: true } };
