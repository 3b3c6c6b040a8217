import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../../src/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 1.5rem;
  padding: 2rem;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
    font-size: 0.8125rem;
    color: ${({ theme: t }) => t.colors.textMuted};
  }
  strong {
    color: ${({ theme: t }) => t.colors.heading};
  }
`;

const Box = styled.div<{ $radius: string }>`
  width: 7rem;
  height: 5rem;
  border: 2px solid ${({ theme: t }) => t.colors.primary};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme: t }) => t.colors.primarySoft};
`;

/** Corner radii: sm for small controls, md for buttons and tiles, lg for cards, xl for panels, pill for badges. */
function Radii() {
  return (
    <Grid aria-label="Radii">
      {Object.entries(theme.radii).map(([name, value]) => (
        <Item key={name}>
          <Box $radius={value} />
          <strong>radii.{name}</strong>
          <code>{value}</code>
        </Item>
      ))}
    </Grid>
  );
}

const meta = {
  component: Radii,
} satisfies Meta<typeof Radii>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Radii' }).children).toHaveLength(Object.keys(theme.radii).length);
  },
};
