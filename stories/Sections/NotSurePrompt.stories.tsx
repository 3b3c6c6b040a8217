import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { servicesCopy } from '../../src/content';
import { NotSurePrompt } from '../../src/sections/NotSurePrompt';

const meta = {
  component: NotSurePrompt,
  args: { copy: servicesCopy.notSure },
} satisfies Meta<typeof NotSurePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const { title, primary, secondary } = servicesCopy.notSure;
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: primary.label })).toHaveAttribute('href', '/package-examples');
    await expect(canvas.getByRole('link', { name: secondary.label })).toHaveAttribute('href', '/get-started');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: servicesCopy.notSure.primary.label })).toBeVisible();
  },
};

/** On the Services page it tucks under the package grid (no top padding). */
export const Flush: Story = {
  args: { flush: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: servicesCopy.notSure.title })).paddingTop).toBe('0px');
  },
};
