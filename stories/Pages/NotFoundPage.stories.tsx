import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { notFoundCopy, pages } from '../../src/content';
import NotFoundPage from '../../src/pages/NotFoundPage';
import { pageMain, withSiteLayout } from './pageStory';

const meta = {
  component: NotFoundPage,
  parameters: { route: '/no-such-page', visual: { widths: ['mobile'], outlines: ['desktop'] } },
  decorators: [withSiteLayout],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await pageMain(canvas, pages.notFound.title);
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(notFoundCopy.hero.title);
    await expect(main.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
