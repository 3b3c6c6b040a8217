import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy } from '../../../src/demos/coffee/content';
import { landscapingCopy } from '../../../src/demos/landscaping/content';
import { storefrontImage } from '../../../src/demos/coffee/images';
import { crewImage, patioImage } from '../../../src/demos/landscaping/images';
import { SplitStory } from '../../../src/demos/shared/sections/SplitStory';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: SplitStory,
  args: { id: 'story-title', copy: coffeeCopy.story, image: storefrontImage, frame: 'highlight', tone: 'alt', eagerImage: true },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: args.copy.title.replaceAll('*', '') })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(args.image.alt);
    for (const paragraph of args.copy.paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible();
    if (args.copy.action)
      await expect(canvas.getByRole('link', { name: args.copy.action.label })).toHaveAttribute('href', args.copy.action.to);
  },
} satisfies Meta<typeof SplitStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The café's home: storefront with a caramel offset frame. */
export const CoffeeHome: Story = {};

/** Evergreen's about page: long copy first, the picture after it. */
export const LandscapingProse: Story = {
  args: { copy: landscapingCopy.about.story, image: crewImage, frame: 'soft', tone: 'default', imageLast: true, prose: true },
  ...demoStory('landscaping'),
};

/** Evergreen's services call to action with the yellow button. */
export const LandscapingCta: Story = {
  args: { copy: landscapingCopy.services.cta, image: patioImage, frame: 'plain', actionVariant: 'highlight' },
  ...demoStory('landscaping'),
};
