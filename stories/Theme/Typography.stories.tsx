import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../../src/theme';

const Page = styled.div`
  display: grid;
  gap: 2.5rem;
  padding: 2rem;
  color: ${({ theme: t }) => t.colors.text};
  h2 { font-size: 1.25rem; color: ${({ theme: t }) => t.colors.heading}; margin-bottom: 1rem; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 9rem 1fr;
  gap: 1.5rem;
  align-items: baseline;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
  code { font-family: ${({ theme: t }) => t.fonts.mono}; font-size: 0.8125rem; color: ${({ theme: t }) => t.colors.textMuted}; }
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
              We design and build fast, mobile-first websites that turn visitors into customers, then keep them
              fresh, secure and quick every month.
            </Sample>
          </Row>
        ))}
      </section>
      <section>
        <h2>Families</h2>
        {Object.entries(theme.fonts).map(([name, family]) => (
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
