import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { landscapingCopy, landscapingStats } from '../../../src/demos/landscaping/content';
import { heroImage } from '../../../src/demos/landscaping/images';
import { Hero } from '../../../src/demos/landscaping/sections/Hero';
import { Stats } from '../../../src/demos/landscaping/sections/Stats';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: Hero,
  args: { copy: landscapingCopy.hero, image: heroImage },
  decorators: [demoDecorator],
  ...demoStory('landscaping'),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dark forest band: title, the yellow Free Estimate and the outlined services link. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Beautiful Yards, Built to Last.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.copy.primary.label })).toHaveAttribute('href', args.copy.primary.to);
    await expect(canvas.getByRole('link', { name: args.copy.secondary.label })).toHaveAttribute('href', args.copy.secondary.to);
  },
};

/** As on the home page: with the yellow stats strip under it. */
export const WithStats: Story = {
  render: (args) => (
    <>
      <Hero {...args} />
      <Stats label={landscapingCopy.statsLabel} stats={landscapingStats} strip />
    </>
  ),
  play: async ({ canvas }) => {
    const stats = canvas.getByRole('list', { name: landscapingCopy.statsLabel });
    await expect(stats.querySelectorAll('li')).toHaveLength(landscapingStats.length);
  },
};
