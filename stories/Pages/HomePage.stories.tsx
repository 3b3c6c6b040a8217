import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { benefits, homeCopy, pages, twoOptions } from '../../src/content';
import HomePage from '../../src/pages/HomePage';
import { pageMain, withSiteLayout } from './pageStory';

const meta = {
  component: HomePage,
  parameters: { route: pages.home.path, visual: { widths: ['mobile'], outlines: ['desktop'] } },
  decorators: [withSiteLayout],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await pageMain(canvas, pages.home.title);
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(homeCopy.hero.title);
    await expect(main.getByRole('heading', { level: 2, name: 'Two Perfect Options' })).toBeInTheDocument();
    for (const option of twoOptions) await expect(main.getByRole('heading', { level: 3, name: option.title })).toBeInTheDocument();
    await expect(main.getByText('POPULAR')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeInTheDocument();
    for (const benefit of benefits) await expect(main.getByRole('heading', { level: 3, name: benefit.title })).toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/get-started');
    await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/services');
    // Every section is named by its heading.
    for (const section of canvas.getByRole('main').querySelectorAll('section')) {
      await expect(section).toHaveAttribute('aria-labelledby');
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
