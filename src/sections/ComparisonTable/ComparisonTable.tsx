import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { HeadedSection, Icon, type SectionTone } from '../../components';
import type { ComparisonColumn, ComparisonRow, servicesCopy } from '../../content';
import { media, spacing } from '../../theme';

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
const Scroller = styled.div`
  /* Positioned, so the visually hidden cell text is clipped with the table instead of widening the page. */
  position: relative;
  max-width: 56rem;
  margin: 0 auto;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/* Mobile first: compact enough that all three plans fit at 375 px; below that the table scrolls. */
const Table = styled.table`
  width: 100%;
  min-width: 20rem;
  border-collapse: separate;
  border-spacing: 0;

  th,
  td {
    padding: ${spacing(3, 1.5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.6875rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap; /* "ONE-TIME" never breaks at its hyphen */
    color: ${({ theme }) => theme.colors.heading};
  }
  tbody th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.heading};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover > * {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  /* The feature column stays in place while the plans scroll under it. */
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    padding-left: ${spacing(3.5)};
    text-align: left;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }

  ${media.md} {
    th,
    td {
      padding: 0.9375rem ${spacing(6)};
    }
    th:first-child {
      padding-left: ${spacing(6)};
    }
    thead th {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    tbody th {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }

  /* The recommended plan's column. */
  [data-popular] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primarySoft} 70%, ${({ theme }) => theme.colors.surface});
  }
  thead [data-popular] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  tbody tr:hover > [data-popular] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Mark = styled.span<{ $included: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${spacing(7)};
  height: ${spacing(7)};
  border-radius: 50%;
  vertical-align: middle;
  background: ${({ theme, $included }) => ($included ? theme.colors.successSoft : theme.colors.surfaceAlt)};
  color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
  box-shadow: inset 0 0 0 1px
    ${({ theme, $included }) => ($included ? `color-mix(in srgb, ${theme.colors.success} 25%, transparent)` : theme.colors.border)};
`;

export interface ComparisonTableProps {
  /** Section header, caption, the words for included / not included and which column is the popular one. */
  copy: (typeof servicesCopy)['comparison'];
  /** The packages compared, one column each. */
  columns: readonly ComparisonColumn[];
  /** The features, one row each, with what each package offers. */
  rows: readonly ComparisonRow[];
  /** The band's background: page, alternate or dark. */
  tone?: SectionTone;
}

/** Services: every feature by plan, as a real table with row and column headers. */
export function ComparisonTable({ copy, columns, rows, tone = 'default' }: ComparisonTableProps) {
  return (
    <HeadedSection id="comparison-title" header={copy.section} tone={tone}>
      <Scroller role="region" aria-label={copy.regionLabel} tabIndex={0}>
        <Table>
          <caption className="visually-hidden">{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.featureHeader}</th>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-popular={column.key === copy.popularColumn || undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {columns.map((column) => {
                  const included = row[column.key];
                  return (
                    <td key={column.key} data-popular={column.key === copy.popularColumn || undefined}>
                      <Mark $included={included}>
                        <Icon icon={included ? Check : X} size={16} strokeWidth={3} />
                      </Mark>
                      <span className="visually-hidden">{included ? copy.included : copy.notIncluded}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </HeadedSection>
  );
}
