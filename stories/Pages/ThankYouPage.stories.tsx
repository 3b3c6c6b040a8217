import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RESPONSE_TIME_HOURS, pages } from '../../src/content';
import ThankYouPage from '../../src/pages/ThankYouPage';
import { pageMain, withSiteLayout } from './pageStory';

const meta = {
  component: ThankYouPage,
  parameters: { route: pages.thankYou.path, visual: { widths: ['mobile'], outlines: ['desktop'] } },
  decorators: [withSiteLayout],
} satisfies Meta<typeof ThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await pageMain(canvas, pages.thankYou.title);
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    await expect(main.getByText(/message has been sent/)).toHaveTextContent(`within ${RESPONSE_TIME_HOURS} hours`);
    await expect(main.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
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
