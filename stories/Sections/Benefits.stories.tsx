import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { benefits, homeCopy } from '../../src/content';
import { Benefits } from '../../src/sections/Benefits';

const meta = {
  component: Benefits,
  args: { header: homeCopy.benefits, items: benefits },
} satisfies Meta<typeof Benefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeInTheDocument();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(benefits.map((benefit) => benefit.title));
  },
};

export const OnWhite: Story = { args: { tone: 'default' } };
