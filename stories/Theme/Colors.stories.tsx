import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../../src/theme';
import { palette } from '../../src/theme/tokens';

const Page = styled.div`
  display: grid;
  gap: 2.5rem;
  padding: 2rem;
  h2 {
    font-size: 1.25rem;
    margin-bottom: 0.25rem;
    color: ${({ theme: t }) => t.colors.heading};
  }
  > section > p {
    color: ${({ theme: t }) => t.colors.textMuted};
    margin-bottom: 1rem;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radii.md};
  background: ${({ theme: t }) => t.colors.surface};
  font-size: 0.8125rem;
  strong {
    display: block;
    color: ${({ theme: t }) => t.colors.heading};
  }
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
    color: ${({ theme: t }) => t.colors.textMuted};
  }
  div:last-child {
    padding: 0.625rem 0.75rem;
  }
`;

const Chip = styled.div<{ $color: string }>`
  height: 4.5rem;
  background: ${({ $color }) => $color};
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
`;

function SwatchGrid({ colors, label }: { colors: Record<string, string>; label: string }) {
  return (
    <Grid aria-label={label}>
      {Object.entries(colors).map(([name, value]) => (
        <Swatch key={name}>
          <Chip $color={value} />
          <div>
            <strong>{name}</strong>
            <code>{value}</code>
          </div>
        </Swatch>
      ))}
    </Grid>
  );
}

/** Colour roles (what components use) and the raw palette they come from. */
function Colors() {
  return (
    <Page>
      <section>
        <h2>Semantic roles</h2>
        <p>Components read these through the theme (theme.colors.*); demo brands override them.</p>
        <SwatchGrid colors={{ ...theme.colors }} label="Semantic colour roles" />
      </section>
      <section>
        <h2>Palette</h2>
        <p>Raw values in src/theme/tokens.ts; nothing above the theme uses them directly.</p>
        <SwatchGrid colors={{ ...palette }} label="Palette" />
      </section>
    </Page>
  );
}

const meta = {
  component: Colors,
} satisfies Meta<typeof Colors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const roles = canvas.getByRole('list', { name: 'Semantic colour roles' });
    await expect(roles.children).toHaveLength(Object.keys(theme.colors).length);
    await expect(canvas.getAllByText(theme.colors.primary).length).toBeGreaterThan(0);
  },
};
