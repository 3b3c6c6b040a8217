import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeader } from '../../src/components';
import { homeCopy } from '../../src/content';
import { labelOffsets } from './labelCentring';

const meta = {
  component: SectionHeader,
  parameters: { layout: 'padded' },
  args: { id: 'demo-title', ...homeCopy.twoOptions.section },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: homeCopy.twoOptions.section.title })).toHaveAttribute('id', 'demo-title');
    // The label sits centred over the heading (within a pixel of rounding), not flush left of it.
    const [offset] = labelOffsets(canvasElement);
    await expect(offset?.label).toBe(homeCopy.twoOptions.section.eyebrow);
    await expect(Math.abs(offset?.offset ?? Infinity)).toBeLessThanOrEqual(1);
  },
};

export const LeftAligned: Story = {
  args: { align: 'left' },
  play: async ({ canvas, canvasElement }) => {
    // Left-aligned: the label starts where the heading starts.
    const label = canvas.getByText(homeCopy.twoOptions.section.eyebrow ?? '');
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(Math.abs(label.getBoundingClientRect().left - heading.getBoundingClientRect().left)).toBeLessThanOrEqual(1);
    await expect(labelOffsets(canvasElement)).toEqual([]);
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined } };
