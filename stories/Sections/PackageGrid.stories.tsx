import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { consultationHref, packagePlans, servicesCopy } from '../../src/content';
import { PackageGrid } from '../../src/sections/PackageGrid';

const meta = {
  component: PackageGrid,
  args: {
    header: servicesCopy.packages.section,
    plans: packagePlans,
    card: servicesCopy.packages,
    hrefFor: (plan) => consultationHref(plan.planId),
  },
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(packagePlans.length);
    const links = canvas.getAllByRole('link', { name: servicesCopy.packages.buttonLabel });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(packagePlans.map((plan) => consultationHref(plan.planId)));
    await expect(canvas.getAllByText(servicesCopy.packages.popularLabel)).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(packagePlans.length);
  },
};
