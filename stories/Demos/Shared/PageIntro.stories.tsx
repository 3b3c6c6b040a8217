import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coffeeCopy } from '../../../src/demos/coffee/content';
import { landscapingCopy } from '../../../src/demos/landscaping/content';
import { homegoodsCopy } from '../../../src/demos/homegoods/content';
import { Squiggle } from '../../../src/demos/coffee/sections/Squiggle';
import { NotFoundActions } from '../../../src/demos/shared/sections/NotFoundActions';
import { PageIntro } from '../../../src/demos/shared/sections/PageIntro';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: PageIntro,
  args: { copy: coffeeCopy.about.intro, ornament: <Squiggle /> },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.copy.title.replaceAll('*', ''));
    await expect(canvas.getByText(args.copy.eyebrow)).toBeVisible();
    if (args.copy.lead) await expect(canvas.getByText(args.copy.lead)).toBeVisible();
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The café: centred, with the hand-drawn squiggle. */
export const Coffee: Story = {};

/** Evergreen: a dark band, left-aligned, with the yellow rule. */
export const LandscapingInverse: Story = {
  args: { copy: landscapingCopy.services.intro, tone: 'inverse', align: 'left', ornament: undefined },
  ...demoStory('landscaping'),
};

/** A "not found" opening with its ways out. */
export const HomeGoodsNotFound: Story = {
  args: { copy: homegoodsCopy.notFound, ornament: undefined, children: <NotFoundActions actions={homegoodsCopy.notFound.actions} /> },
  ...demoStory('homegoods'),
  play: async ({ canvas }) => {
    for (const action of homegoodsCopy.notFound.actions)
      await expect(canvas.getByRole('link', { name: action.label })).toHaveAttribute('href', action.to);
  },
};
