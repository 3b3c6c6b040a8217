import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../../src/theme';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding: 2rem;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: 1rem;
  align-items: center;
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
    font-size: 0.8125rem;
    color: ${({ theme: t }) => t.colors.textMuted};
  }
`;

const Bar = styled.span<{ $size: string }>`
  display: block;
  width: ${({ $size }) => $size};
  height: 1rem;
  border-radius: 3px;
  background: linear-gradient(90deg, ${({ theme: t }) => t.colors.primary}, ${({ theme: t }) => t.colors.accent});
`;

const Layout = styled.dl`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: 0.5rem 1rem;
  padding: 0 2rem 2rem;
  dt {
    font-family: ${({ theme: t }) => t.fonts.mono};
    font-size: 0.8125rem;
    color: ${({ theme: t }) => t.colors.textMuted};
  }
  dd {
    color: ${({ theme: t }) => t.colors.heading};
  }
  div {
    display: contents;
  }
`;

/** The spacing scale (theme.space) and the layout constants. */
function Spacing() {
  return (
    <>
      <List aria-label="Spacing scale">
        {Object.entries(theme.space).map(([name, size]) => (
          <Row key={name}>
            <code>
              space[{name}] · {size}
            </code>
            <Bar $size={size} />
          </Row>
        ))}
      </List>
      <Layout aria-label="Layout">
        {Object.entries(theme.layout).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Layout>
    </>
  );
}

const meta = {
  component: Spacing,
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Spacing scale' }).children).toHaveLength(Object.keys(theme.space).length);
  },
};
