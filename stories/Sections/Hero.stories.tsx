import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCopy, packageExamplesCopy, servicesCopy, thankYouCopy } from '../../src/content';
import { Hero } from '../../src/sections/Hero';

const meta = {
  component: Hero,
  args: { variant: 'home', ...homeCopy.hero },
  argTypes: { variant: { control: 'inline-radio', options: ['home', 'page', 'status'] } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home: big, with the devices illustration (an image asset at normal priority: on a phone the headline
 * is the largest paint, and a high-priority image would sit on its path).
 */
export const Home: Story = {
  play: async ({ canvas }) => {
    const { hero } = homeCopy;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`${hero.title} ${hero.titleAccent}`);
    await expect(canvas.getByRole('region', { name: `${hero.title} ${hero.titleAccent}` })).toBeInTheDocument();
    const image = canvas.getByRole('img', { name: hero.illustration.alt });
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image).toHaveAttribute('width', String(hero.illustration.width));
    await expect(image).toHaveAttribute('height', String(hero.illustration.height));
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    await expect(canvas.getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/package-examples');
    for (const item of hero.highlights) await expect(canvas.getByText(item)).toBeVisible();
  },
};

export const HomeMobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: homeCopy.hero.illustration.alt })).toBeVisible();
  },
};

/** Inner pages: compact and centred, no illustration. */
export const Page: Story = {
  args: { variant: 'page', ...servicesCopy.hero, actions: undefined, highlights: undefined, illustration: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(servicesCopy.hero.title);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const PageWithActions: Story = {
  args: {
    variant: 'page',
    ...packageExamplesCopy.hero,
    actions: [homeCopy.cta.primary, homeCopy.cta.secondary],
    highlights: undefined,
    illustration: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/get-started');
  },
};

/** Status pages (thank-you, 404): centred, nearly a screen tall, with a mark above the heading. */
export const Status: Story = {
  args: {
    variant: 'status',
    ...thankYouCopy.hero,
    highlights: undefined,
    illustration: undefined,
    titleAccent: undefined,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: thankYouCopy.hero.title });
    await expect(parseFloat(getComputedStyle(region).minHeight)).toBeGreaterThan(400);
    await expect(canvas.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  },
};
