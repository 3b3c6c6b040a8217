import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Badge, Icon } from '../../src/components';

const meta = {
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Most popular', tone: 'brand' },
  argTypes: { tone: { control: 'inline-radio', options: ['brand', 'accent', 'highlight', 'neutral'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvas }) => {
    // Written in any case, shown in capitals.
    await expect(getComputedStyle(canvas.getByText('Most popular')).textTransform).toBe('uppercase');
  },
};

export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const Highlight: Story = { args: { tone: 'highlight', children: 'Limited offer' } };

export const NeutralWithIcon: Story = {
  args: {
    tone: 'neutral',
    children: (
      <>
        <Icon icon={Clock} size={14} />
        Live in 2–4 days
      </>
    ),
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const AllTones: Story = {
  render: () => (
    <Row>
      <Badge tone="brand">Brand</Badge>
      <Badge tone="accent">Accent</Badge>
      <Badge tone="highlight">Highlight</Badge>
      <Badge tone="neutral">Neutral</Badge>
    </Row>
  ),
};
