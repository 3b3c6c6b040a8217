import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addOns, consultationHref, faqItems, packagePlans, pages, servicesCopy } from '../../src/content';
import ServicesPage from '../../src/pages/ServicesPage';
import { pageMain, withSiteLayout } from './pageStory';

const meta = {
  component: ServicesPage,
  parameters: { route: pages.services.path, visual: { widths: ['mobile'], outlines: ['desktop'] } },
  decorators: [withSiteLayout],
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await pageMain(canvas, pages.services.title);
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(servicesCopy.hero.title);
    for (const plan of packagePlans) await expect(main.getByRole('heading', { level: 3, name: plan.title })).toBeInTheDocument();
    // Only the package cards carry 'Schedule a Consultation'.
    const links = main.getAllByRole('link', { name: /Schedule a Consultation/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(packagePlans.map((plan) => consultationHref(plan.planId)));
    await expect(main.getByText(servicesCopy.packages.popularLabel)).toBeVisible();
    await expect(main.getByRole('link', { name: servicesCopy.notSure.primary.label })).toHaveAttribute('href', '/package-examples');
    for (const addOn of addOns) await expect(main.getByText(addOn.name)).toBeInTheDocument();
    await expect(main.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvas.getByRole('main').querySelectorAll('details:not([open])')).toHaveLength(faqItems.length);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: servicesCopy.comparison.regionLabel })).toBeInTheDocument();
  },
};
