import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homegoodsCopy } from '../../../src/demos/homegoods/content';
import { heroImage } from '../../../src/demos/homegoods/images';
import { Hero } from '../../../src/demos/homegoods/sections/Hero';
import { SaleBanner } from '../../../src/demos/homegoods/sections/SaleBanner';
import { demoDecorator, demoStory } from '../demoStory';

const meta = {
  component: Hero,
  args: { copy: homegoodsCopy.hero, image: heroImage },
  decorators: [demoDecorator],
  ...demoStory('homegoods'),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The season's edit beside the styled console, with shop and sale links. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Made Slowly. Loved for Years.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.copy.primary.label })).toHaveAttribute('href', args.copy.primary.to);
    await expect(canvas.getByRole('link', { name: args.copy.secondary.label })).toHaveAttribute('href', args.copy.secondary.to);
  },
};

/** The terracotta sale banner further down the home page. */
export const SaleBannerBand: Story = {
  render: () => <SaleBanner copy={homegoodsCopy.saleBanner} />,
  play: async ({ canvas }) => {
    const { title, link } = homegoodsCopy.saleBanner;
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  },
};
