import type { Meta, StoryObj } from '@storybook/react-vite';
import { Palette, Rocket, Search, Smartphone, Sparkles, Zap } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Icon, IconTile } from '../../src/components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const meta = {
  component: Icon,
  parameters: { layout: 'padded' },
  args: { icon: Rocket, size: 24 },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label when the icon carries meaning on its own. */
export const Labelled: Story = {
  args: { label: 'Launch' },
  parameters: { visual: { sameAs: 'Decorative' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Launch' })).toBeInTheDocument();
  },
};

export const Tiles: Story = {
  render: () => (
    <Row>
      <IconTile icon={Palette} />
      <IconTile icon={Smartphone} tone="accent" />
      <IconTile icon={Zap} tone="highlight" />
      <IconTile icon={Sparkles} tone="solid" size="lg" />
      <Icon icon={Search} size={32} />
    </Row>
  ),
};
