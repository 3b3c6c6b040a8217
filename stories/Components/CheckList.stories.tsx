import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckList } from '../../src/components';
import { twoOptions } from '../../src/content';

const meta = {
  component: CheckList,
  parameters: { layout: 'padded' },
  args: { items: twoOptions[0]?.features ?? [] },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.items.length);
  },
};
