import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../../src/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 2.5rem;
  padding: 3rem 2rem;
  list-style: none;
  background: ${({ theme: t }) => t.colors.surfaceAlt};
`;

const Tile = styled.li<{ $shadow: string }>`
  display: grid;
  place-items: center;
  gap: 0.25rem;
  height: 8rem;
  border-radius: ${({ theme: t }) => t.radii.lg};
  background: ${({ theme: t }) => t.colors.surface};
  box-shadow: ${({ $shadow }) => $shadow};
  strong {
    color: ${({ theme: t }) => t.colors.heading};
  }
`;

/** Elevation: sm for resting cards, md for raised, lg for hover and featured, focus for keyboard focus. */
function Shadows() {
  return (
    <Grid aria-label="Shadows">
      {Object.entries(theme.shadows).map(([name, value]) => (
        <Tile key={name} $shadow={value}>
          <strong>shadows.{name}</strong>
        </Tile>
      ))}
    </Grid>
  );
}

const meta = {
  component: Shadows,
} satisfies Meta<typeof Shadows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Shadows' }).children).toHaveLength(Object.keys(theme.shadows).length);
  },
};
