import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCopy, packageExamplesCopy, servicesCopy } from '../../src/content';
import { Cta } from '../../src/sections/Cta';

const meta = {
  component: Cta,
  args: { ...homeCopy.cta },
} satisfies Meta<typeof Cta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: 'Start Your Project' and 'View Pricing'. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: homeCopy.cta.title })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/get-started');
    await expect(canvas.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/services');
  },
};

export const Services: Story = {
  args: { ...servicesCopy.cta },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(servicesCopy.cta.title);
    await expect(canvas.getByRole('link', { name: servicesCopy.cta.primary.label })).toHaveAttribute('href', '/get-started');
  },
};

export const PackageExamples: Story = { args: { ...packageExamplesCopy.cta } };

/** A single action, on the alternate background. */
export const PrimaryOnly: Story = {
  args: { secondary: undefined, tone: 'alt' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Pricing' })).toBeVisible();
  },
};
