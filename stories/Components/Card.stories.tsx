import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Card, Heading, Text } from '../../src/components';

const Frame = styled.div`
  max-width: 22rem;
  display: grid;
  gap: 0.5rem;
`;

const meta = {
  component: Card,
  parameters: { layout: 'padded' },
  render: (args) => (
    <Frame>
      <Card {...args}>
        <Heading level={3}>Custom Design</Heading>
        <Text tone="muted">Designed around your brand and customers, never a recycled template.</Text>
      </Card>
    </Frame>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The brand border and large shadow used for the featured (popular) plan. */
export const Highlight: Story = { args: { highlight: true } };

/** Lifts on hover. */
export const Interactive: Story = {
  args: { interactive: true },
  // At rest it looks like Default.
  parameters: { visual: { sameAs: 'Default' } },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Custom Design').parentElement as HTMLElement;
    await userEvent.hover(card);
    await expect(getComputedStyle(card).transitionProperty).toContain('transform');
  },
};
