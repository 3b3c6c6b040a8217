import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Container, Text } from '../../src/components';
import { wrappedIn } from '../wrappedIn';

const Band = styled.div`
  padding-block: 2rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  & > div {
    outline: 2px dashed ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const meta = {
  component: Container,
  args: { children: <Text>Content sits inside the site's max width with responsive gutters.</Text> },
  decorators: [wrappedIn(Band)],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByText(/max width/).parentElement as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('1200px');
  },
};

/** The reading width used for long copy. */
export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ canvas }) => {
    const container = canvas.getByText(/max width/).parentElement as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('820px');
  },
};
