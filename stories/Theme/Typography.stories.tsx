import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { media, theme } from '../../src/theme';

const Page = styled.div`
  display: grid;
  gap: ${({ theme: t }) => t.space[10]};
  padding: ${({ theme: t }) => t.space[8]} ${({ theme: t }) => t.space[4]};
  color: ${({ theme: t }) => t.colors.text};
  h2 {
    font-size: ${({ theme: t }) => t.fontSizes.xl};
    color: ${({ theme: t }) => t.colors.heading};
    margin-bottom: ${({ theme: t }) => t.space[4]};
  }
  ${media.md} {
    padding: ${({ theme: t }) => t.space[8]};
  }
`;

/** The token's name above its sample on a phone, beside it from the md breakpoint. */
const Row = styled.div`
  display: grid;
  gap: ${({ theme: t }) => t.space[2]};
  align-items: baseline;
  padding: ${({ theme: t }) => t.space[3]} 0;
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
    font-size: ${({ theme: t }) => t.fontSizes.xs};
    color: ${({ theme: t }) => t.colors.textMuted};
  }
  ${media.md} {
    grid-template-columns: 9rem minmax(0, 1fr);
    gap: ${({ theme: t }) => t.space[6]};
  }
`;

const Sample = styled.p<{ $size: string; $weight: number; $lineHeight?: number }>`
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight }) => $weight};
  line-height: ${({ $lineHeight }) => $lineHeight ?? 1.2};
  color: ${({ theme: t }) => t.colors.heading};
  letter-spacing: ${({ $weight }) => ($weight >= 700 ? '-0.02em' : 'normal')};
`;

/** The type scale (fluid sizes), weights and line heights, all in Inter. */
function Typography() {
  return (
    <Page>
      <section>
        <h2>Font sizes</h2>
        {Object.entries(theme.fontSizes)
          .reverse()
          .map(([name, size]) => (
            <Row key={name}>
              <code>
                {name}
                <br />
                {size}
              </code>
              <Sample $size={size} $weight={name.includes('xl') ? theme.fontWeights.black : theme.fontWeights.regular}>
                Websites that grow your business
              </Sample>
            </Row>
          ))}
      </section>
      <section>
        <h2>Font weights</h2>
        {Object.entries(theme.fontWeights).map(([name, weight]) => (
          <Row key={name}>
            <code>
              {name} · {weight}
            </code>
            <Sample $size={theme.fontSizes.xl} $weight={weight}>
              Custom design, mobile first
            </Sample>
          </Row>
        ))}
      </section>
      <section>
        <h2>Line heights</h2>
        {Object.entries(theme.lineHeights).map(([name, lineHeight]) => (
          <Row key={name}>
            <code>
              {name} · {lineHeight}
            </code>
            <Sample $size={theme.fontSizes.md} $weight={theme.fontWeights.regular} $lineHeight={lineHeight}>
              We design and build fast, mobile-first websites that turn visitors into customers, then keep them fresh, secure and quick
              every month.
            </Sample>
          </Row>
        ))}
      </section>
      <section>
        <h2>Families</h2>
        {/* displayCh is a measure (the display font's ch in em), not a family. */}
        {Object.entries(theme.fonts)
          .filter(([name]) => name !== 'displayCh')
          .map(([name, family]) => (
            <Row key={name}>
              <code>{name}</code>
              <Sample $size={theme.fontSizes.md} $weight={theme.fontWeights.regular}>
                {family}
              </Sample>
            </Row>
          ))}
      </section>
    </Page>
  );
}

const meta = {
  component: Typography,
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Websites that grow your business')).toHaveLength(Object.keys(theme.fontSizes).length);
  },
};
