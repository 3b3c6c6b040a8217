import styled, { css } from 'styled-components';
import { Container, Section } from '../../../components';
import { media, spacing } from '../../../theme';
import { bareList } from '../../shared/ui';

const strip = css`
  grid-template-columns: repeat(3, minmax(0, 1fr));
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.onHighlight};
  li {
    gap: ${spacing(0.5)};
    padding: ${spacing(5, 3)};
  }
  li + li {
    border-left: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.onHighlight} 18%, transparent);
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const band = css`
  gap: ${spacing(6)};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
  span {
    color: ${({ theme }) => theme.colors.onInverseMuted};
  }
`;

const List = styled.ul<{ $strip: boolean }>`
  display: grid;
  ${bareList}
  text-align: center;
  li {
    display: grid;
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: 800;
    line-height: 1;
  }
  span {
    font-weight: 600;
  }
  ${({ $strip }) => ($strip ? strip : band)}
`;

export interface StatsProps {
  /** The accessible name of the list of figures. */
  label: string;
  /** The figures: a value ("15+") and what it counts. */
  stats: readonly { value: string; label: string }[];
  /** The yellow strip under the home hero; otherwise a dark band. */
  strip?: boolean;
}

/** The business in three numbers. */
export function Stats({ label, stats, strip = false }: StatsProps) {
  const list = (
    <List $strip={strip} aria-label={strip ? label : undefined}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </List>
  );
  if (strip) return list;
  return (
    <Section tone="inverse" aria-label={label}>
      <Container>{list}</Container>
    </Section>
  );
}
