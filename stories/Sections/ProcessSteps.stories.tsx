import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { packageExamplesCopy, processSteps } from '../../src/content';
import { ProcessSteps } from '../../src/sections/ProcessSteps';

const meta = {
  component: ProcessSteps,
  args: { header: packageExamplesCopy.process, steps: processSteps },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Discovery',
      'Design',
      'Development',
      'Launch & Support',
    ]);
    await expect(steps).toHaveLength(processSteps.length);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // For reviewing at a phone's width; the visual suite captures this story's component at 375 px already.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Discovery' })).toBeVisible();
  },
};
