import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy } from '../../../src/demos/coffee/content';
import { landscapingCopy } from '../../../src/demos/landscaping/content';
import { QuoteBand } from '../../../src/demos/shared/sections/QuoteBand';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: QuoteBand,
  args: { copy: landscapingCopy.testimonial, mark: true },
  decorators: [demoDecorator],
  ...demoStory('landscaping'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: args.copy.label })).toBeVisible();
    await expect(canvas.getByText(args.copy.quote)).toBeVisible();
    await expect(canvas.getByText(args.copy.author)).toBeVisible();
  },
} satisfies Meta<typeof QuoteBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's words with the quotation mark. */
export const LandscapingTestimonial: Story = {};

/** The café founder's words, in italics. */
export const CoffeeFounder: Story = {
  args: { copy: coffeeCopy.about.quote, mark: false, italic: true },
  ...demoStory('coffee'),
};
