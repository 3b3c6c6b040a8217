import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { SiteLayout } from '../../src/app/SiteLayout';
import { demoCards, packageExamplesCopy, pages, processSteps } from '../../src/content';
import PackageExamplesPage from '../../src/pages/PackageExamplesPage';

const meta = {
  title: 'Pages/PackageExamplesPage',
  component: PackageExamplesPage,
  parameters: { route: pages.packageExamples.path },
  decorators: [
    (Story) => (
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<Story />} />
        </Route>
      </Routes>
    ),
  ],
} satisfies Meta<typeof PackageExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe(pages.packageExamples.title));
    const main = within(canvas.getByRole('main'));
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
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'View Demo' })).toHaveLength(demoCards.length);
  },
};
