import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Eyebrow, Heading, Text } from '../../src/components';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 48rem;
`;

const meta = {
  component: Heading,
  parameters: { layout: 'padded' },
  args: { level: 1, children: 'Beautiful Websites That Grow Your Business' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingLevel1: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Beautiful Websites');
  },
};

/** Outline level and visual size are independent. */
export const HeadingLevelVsSize: Story = {
  args: { level: 2, size: 'xl', children: 'An h2 drawn at xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

export const Scale: Story = {
  render: () => (
    <Stack>
      <Eyebrow>Eyebrow · small caps kicker</Eyebrow>
      <Heading level={1}>Heading 1</Heading>
      <Heading level={2}>Heading 2</Heading>
      <Heading level={3}>Heading 3</Heading>
      <Heading level={4}>Heading 4</Heading>
      <Text size="lg" tone="muted">
        Lead text (lg, muted): we design and build fast, mobile-first websites for small businesses.
      </Text>
      <Text>Body text (md): every site is custom-designed, responsive and built to be found.</Text>
      <Text size="sm" tone="muted">
        Small muted text for captions and notes.
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
  },
};
