import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RESPONSE_TIME_HOURS, thankYouCopy } from '../../src/content';
import { ThankYou } from '../../src/sections/ThankYou';
import { pagePaths } from '#contract/routes.ts';

const meta = {
  component: ThankYou,
  args: { copy: thankYouCopy },
  parameters: { route: pagePaths.thankYou },
} satisfies Meta<typeof ThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    await expect(canvas.getByText(new RegExp(`within ${RESPONSE_TIME_HOURS} hours`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(thankYouCopy.nextSteps.length);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
  },
};
