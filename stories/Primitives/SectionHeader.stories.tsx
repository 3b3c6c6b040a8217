import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeader } from '../../src/components';
import { homeCopy } from '../../src/content';

const meta = {
  title: 'Primitives/SectionHeader',
  component: SectionHeader,
  parameters: { layout: 'padded' },
  args: { id: 'demo-title', ...homeCopy.twoOptions.section },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: homeCopy.twoOptions.section.title })).toHaveAttribute('id', 'demo-title');
  },
};

export const LeftAligned: Story = { args: { align: 'left' } };

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined } };
