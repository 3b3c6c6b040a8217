import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { notFoundCopy } from '../../src/content';
import { NotFound } from '../../src/sections/NotFound';

const meta = {
  component: NotFound,
  args: { copy: notFoundCopy },
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(notFoundCopy.hero.title);
    await expect(canvas.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
    for (const link of notFoundCopy.links) await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /home/i })).toBeVisible();
  },
};
