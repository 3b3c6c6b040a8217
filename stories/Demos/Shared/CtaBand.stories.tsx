import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy } from '../../../src/demos/coffee/content';
import { landscapingCopy } from '../../../src/demos/landscaping/content';
import { CtaBand } from '../../../src/demos/shared/sections/CtaBand';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: CtaBand,
  args: { id: 'cta-title', copy: coffeeCopy.about.cta },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.copy.title })).toBeVisible();
    for (const action of args.copy.actions)
      await expect(canvas.getByRole('link', { name: action.label })).toHaveAttribute('href', action.to);
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two ways on: the menu (primary) and a hello (outlined). */
export const CoffeeTwoActions: Story = {};

/** One yellow Free Estimate button under a lead. */
export const LandscapingEstimate: Story = {
  args: { copy: landscapingCopy.about.cta, primaryVariant: 'highlight' },
  ...demoStory('landscaping'),
};
