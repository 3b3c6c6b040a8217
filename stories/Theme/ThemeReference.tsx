import type { ReactNode } from 'react';
import styled, { ThemeProvider, useTheme } from 'styled-components';
import type { ColorRoles, Theme } from '../../src/theme';
import { controlSurfaces, media } from '../../src/theme';
import { brandOf, type BrandName } from '../../.storybook/brands';
import { contrastRatio, verdict } from './contrast';

/**
 * Foreground/background role pairs the components actually draw, with the WCAG minimum each needs:
 * 4.5:1 for text, 3:1 for the edge of a form control on each surface it sits on (1.4.11).
 */
export const contrastPairs: { fg: keyof ColorRoles; bg: keyof ColorRoles; use: string; min: number }[] = [
  { fg: 'text', bg: 'background', use: 'Body text', min: 4.5 },
  { fg: 'heading', bg: 'background', use: 'Headings', min: 4.5 },
  { fg: 'textMuted', bg: 'background', use: 'Secondary text', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceAlt', use: 'Secondary text on alternate bands', min: 4.5 },
  { fg: 'text', bg: 'surface', use: 'Text on cards', min: 4.5 },
  { fg: 'primary', bg: 'background', use: 'Links, ghost buttons', min: 4.5 },
  { fg: 'onPrimary', bg: 'primary', use: 'Primary button label', min: 4.5 },
  { fg: 'onPrimary', bg: 'primaryHover', use: 'Primary button label (hover)', min: 4.5 },
  { fg: 'primaryHover', bg: 'primarySoft', use: 'Secondary button label', min: 4.5 },
  { fg: 'accent', bg: 'accentSoft', use: 'Accent badges', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', use: 'Text on accent bands', min: 4.5 },
  { fg: 'highlightText', bg: 'highlightSoft', use: 'Highlight badges', min: 4.5 },
  { fg: 'onHighlight', bg: 'highlight', use: 'Text on highlight', min: 4.5 },
  { fg: 'danger', bg: 'dangerSoft', use: 'Field errors, danger notes', min: 4.5 },
  { fg: 'danger', bg: 'background', use: 'Field error text', min: 4.5 },
  { fg: 'success', bg: 'successSoft', use: 'Success notes', min: 4.5 },
  { fg: 'onInverse', bg: 'inverse', use: 'Text on dark bands', min: 4.5 },
  { fg: 'onInverseMuted', bg: 'inverse', use: 'Secondary text on dark bands', min: 4.5 },
  { fg: 'onInverseAccent', bg: 'inverse', use: 'Eyebrows on dark bands', min: 4.5 },
  { fg: 'onInverseMuted', bg: 'inverseRaised', use: 'Text on raised dark bars', min: 4.5 },
  ...controlSurfaces.map((bg) => ({ fg: 'controlBorder' as const, bg, use: `Form-control edge on ${bg}`, min: 3 })),
];

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  ${media.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.heading};
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  > div:last-child {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]};
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Chip = styled.div<{ $color: string }>`
  height: 3.5rem;
  background: ${({ $color }) => $color};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Pair = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  /* Drawn by CSS: failing pairs are shown on purpose, and axe rightly flags real text in them. */
  &::before {
    content: 'Aa';
  }
`;

/** A control's edge is not text: an empty field outlined in the edge colour, on the surface it sits on. */
const EdgeSample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $bg }) => $bg};
  &::before {
    content: '';
    display: block;
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[6]};
    border: 1.5px solid ${({ $fg }) => $fg};
    border-radius: ${({ theme }) => theme.radii.control};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Bar = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
`;

const Tile = styled.div<{ $radius?: string; $shadow?: string }>`
  display: grid;
  place-items: center;
  width: 7.5rem;
  height: 5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.md};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Tiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
`;

const Sample = styled.span<{ $size: string; $display: boolean }>`
  font-size: ${({ $size }) => $size};
  font-family: ${({ $display, theme }) => ($display ? theme.fonts.display : theme.fonts.body)};
  font-weight: ${({ $display, theme }) => ($display ? theme.typeStyles.heading.weight : theme.fontWeights.regular)};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.heading};
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

const ratioText = (ratio: number | undefined) => (ratio === undefined ? 'n/a' : `${ratio.toFixed(2)}:1`);

/**
 * The role a swatch is measured against: its real pair from contrastPairs (onPrimary against
 * primary, primarySoft against the label drawn on it). A role drawn with nothing on it (the
 * decorative border) has no pair and no grade: a made-up pair would only list a meaningless fail.
 */
function pairOf(role: string): { other: keyof ColorRoles; min: number } | undefined {
  const asText = contrastPairs.find((pair) => pair.fg === role);
  if (asText) return { other: asText.bg, min: asText.min };
  const asBackground = contrastPairs.find((pair) => pair.bg === role);
  return asBackground && { other: asBackground.fg, min: asBackground.min };
}

/** Pass or fail against the pair's own minimum (3:1 for a control's edge, 4.5:1 for text). */
const gradeOf = (ratio: number | undefined, min: number) =>
  ratio === undefined ? 'n/a' : ratio < min ? `fail (needs ${min}:1)` : min === 3 ? 'AA (non-text ≥ 3:1)' : verdict(ratio);

function Colours({ theme }: { theme: Theme }) {
  return (
    <>
      <Section title="Colour roles (contrast against the role they are used with)">
        <Swatches aria-label="Colour roles">
          {Object.entries(theme.colors).map(([role, value]) => {
            const pair = pairOf(role);
            const ratio = pair && contrastRatio(value, theme.colors[pair.other]);
            return (
              <Swatch key={role}>
                <Chip $color={value} />
                <div>
                  <strong>{role}</strong>
                  <code>{value}</code>
                  <span>
                    {pair
                      ? `${ratioText(ratio)} vs ${pair.other} · ${gradeOf(ratio, pair.min)}`
                      : 'Lines between content only: no contrast minimum'}
                  </span>
                </div>
              </Swatch>
            );
          })}
        </Swatches>
      </Section>
      <Section title="Text and control edges on their background">
        <Scroll>
          <table aria-label="Contrast of foreground and background roles">
            <thead>
              <tr>
                <th scope="col">Sample</th>
                <th scope="col">Roles</th>
                <th scope="col">Used for</th>
                <th scope="col">Ratio</th>
                <th scope="col">WCAG</th>
              </tr>
            </thead>
            <tbody>
              {contrastPairs.map(({ fg, bg, use, min }) => {
                const ratio = contrastRatio(theme.colors[fg], theme.colors[bg]);
                return (
                  <tr key={`${fg}-${bg}`}>
                    <td>
                      {min === 3 ? (
                        <EdgeSample $fg={theme.colors[fg]} $bg={theme.colors[bg]} aria-hidden="true" />
                      ) : (
                        <Pair $fg={theme.colors[fg]} $bg={theme.colors[bg]} aria-hidden="true" />
                      )}
                    </td>
                    <td>
                      <code>
                        {fg} on {bg}
                      </code>
                    </td>
                    <td>{use}</td>
                    <td>{ratioText(ratio)}</td>
                    <td>{gradeOf(ratio, min)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Scroll>
      </Section>
    </>
  );
}

function Scales({ theme }: { theme: Theme }) {
  return (
    <>
      <Section title="Type scale">
        <p>
          Display: <code>{theme.fonts.display}</code>
          <br />
          Body: <code>{theme.fonts.body}</code>
        </p>
        <Scroll>
          <table aria-label="Type scale">
            <tbody>
              {Object.entries(theme.fontSizes)
                .reverse()
                .map(([name, size]) => (
                  <tr key={name}>
                    <th scope="row">
                      {name}
                      <br />
                      <code>{size}</code>
                    </th>
                    <td>
                      <Sample $size={size} $display={name.includes('xl')}>
                        Websites that grow your business
                      </Sample>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </Scroll>
      </Section>
      <Section title="Spacing steps">
        <table aria-label="Spacing steps">
          <tbody>
            {Object.entries(theme.space)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([step, size]) => (
                <tr key={step}>
                  <th scope="row">
                    space[{step}] <code>{size}</code>
                  </th>
                  <td>
                    <Bar $width={size} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </Section>
      <Section title="Radii">
        <Tiles>
          {Object.entries(theme.radii).map(([name, radius]) => (
            <Tile key={name} $radius={radius}>
              {name} · {radius}
            </Tile>
          ))}
        </Tiles>
      </Section>
      <Section title="Shadows">
        <Tiles>
          {Object.entries(theme.shadows).map(([name, shadow]) => (
            <Tile key={name} $shadow={shadow}>
              {name}
            </Tile>
          ))}
        </Tiles>
      </Section>
      <Section title="Breakpoints (min-width)">
        <table aria-label="Breakpoints">
          <tbody>
            {Object.entries(theme.breakpoints).map(([name, px]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{px}px</td>
                <td>
                  <code>{`@media (min-width: ${px}px)`}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}

function Reference({ title }: { title: string }) {
  const theme = useTheme();
  return (
    <Page>
      <h2>{title}</h2>
      <Colours theme={theme} />
      <Scales theme={theme} />
    </Page>
  );
}

export interface ThemeReferenceProps {
  /** Which of the four brands to document; its theme object is read directly, nothing is restated. */
  brand: BrandName;
}

/** A brand's foundations, rendered from its theme: colour roles with contrast, type, spacing, radii, shadows, breakpoints. */
export function ThemeReference({ brand }: ThemeReferenceProps) {
  const { theme, title, globalStyle: BrandStyle } = brandOf(brand);
  return (
    <ThemeProvider theme={theme}>
      {BrandStyle && <BrandStyle />}
      <Reference title={`${title} — ${theme.name}`} />
    </ThemeProvider>
  );
}
