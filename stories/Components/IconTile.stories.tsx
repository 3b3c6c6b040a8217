import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rocket } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconTile } from '../../src/components';

const meta = {
  component: IconTile,
  parameters: { layout: 'padded' },
  args: { icon: Rocket, tone: 'brand', size: 'md' },
  argTypes: {
    icon: { control: false },
    tone: { control: 'inline-radio', options: ['brand', 'accent', 'highlight', 'solid'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Accent: Story = { args: { tone: 'accent' } };
export const Highlight: Story = { args: { tone: 'highlight' } };
export const SolidLarge: Story = { args: { tone: 'solid', size: 'lg' } };
