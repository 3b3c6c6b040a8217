import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, HandHeart, Package, Recycle, ShieldCheck, Truck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon } from '../../../src/components';
import { coffeeCopy } from '../../../src/demos/coffee/content';
import { landscapingCopy } from '../../../src/demos/landscaping/content';
import { homegoodsCopy } from '../../../src/demos/homegoods/content';
import { FeatureList } from '../../../src/demos/shared/sections/FeatureList';
import { demoDecorator, demoStory } from '../demoStory';

const icons = (set: (typeof ShieldCheck)[]) => (index: number) => <Icon icon={set[index] ?? set[0]!} size={30} />;

const meta = {
  component: FeatureList,
  args: { id: 'features-title', title: coffeeCopy.about.values.title, items: coffeeCopy.about.values.items, look: 'numbered', tone: 'alt' },
  decorators: [demoDecorator],
  ...demoStory('coffee'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(args.items.map((item) => item.title));
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The café's values: numbered under a rule. */
export const CoffeeNumbered: Story = {};

/** Evergreen's process: numbered cards with round counters. */
export const LandscapingCounter: Story = {
  args: {
    title: landscapingCopy.process.title,
    eyebrow: landscapingCopy.process.eyebrow,
    items: landscapingCopy.process.items,
    look: 'counter',
  },
  ...demoStory('landscaping'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]?.closest('ol')).not.toBeNull();
  },
};

/** Evergreen's credentials: cards with a brand edge and icons. */
export const LandscapingEdge: Story = {
  args: {
    title: landscapingCopy.about.credentials.title,
    items: landscapingCopy.about.credentials.items,
    look: 'edge',
    before: icons([ShieldCheck, Recycle, BadgeCheck]),
  },
  ...demoStory('landscaping'),
};

/** Hearth & Co.'s promises: plain centred text, the title for assistive tech only. */
export const HomeGoodsPlain: Story = {
  args: {
    title: homegoodsCopy.promises.title,
    items: homegoodsCopy.promises.items,
    look: 'plain',
    hideTitle: true,
    before: icons([HandHeart, Truck, Package]),
  },
  ...demoStory('homegoods'),
};
