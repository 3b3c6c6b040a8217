import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoCards, packageExamplesCopy, pages, processSteps } from '../../src/content';
import PackageExamplesPage from '../../src/pages/PackageExamplesPage';
import { pageMain, withSiteLayout } from './pageStory';

const meta = {
  component: PackageExamplesPage,
  parameters: { route: pages.packageExamples.path, visual: { widths: ['mobile'], outlines: ['desktop'] } },
  decorators: [withSiteLayout],
} satisfies Meta<typeof PackageExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await pageMain(canvas, pages.packageExamples.title);
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(packageExamplesCopy.hero.title);
    const demoLinks = main.getAllByRole('link', { name: 'View Demo' });
    await expect(demoLinks.map((link) => link.getAttribute('href'))).toEqual(demoCards.map((card) => card.buttonLink));
    for (const link of demoLinks) await expect(link).toHaveAttribute('target', '_blank');
    for (const step of processSteps) await expect(main.getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
    await expect(main.getByRole('link', { name: packageExamplesCopy.cta.primary.label })).toHaveAttribute('href', '/get-started');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'View Demo' })).toHaveLength(demoCards.length);
  },
};
