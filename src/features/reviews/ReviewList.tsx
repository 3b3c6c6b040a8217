import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Heading, Text } from '../../components';
import type { ReviewsCopy } from '../../content/reviewsCopy';
import { focusRing, media } from '../../theme';
import { dayOf, stateOf, tally } from './format';
import type { ReviewWithSections } from './useReviews';

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  td {
    overflow: hidden;
    text-overflow: ellipsis;
    overflow-wrap: anywhere;
  }
  th:first-child {
    width: 40%;
  }
  .wide {
    display: none;
  }
  ${media.md} {
    .wide {
      display: table-cell;
    }
  }
  a {
    color: ${({ theme }) => theme.colors.heading};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:focus-visible {
    ${focusRing}
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const TONE = { open: 'accent', closed: 'neutral', expired: 'highlight' } as const;

export interface ReviewListProps {
  reviews: ReviewWithSections[];
  copy: ReviewsCopy;
  hrefOf: (id: string) => string;
}

export function ReviewList({ reviews, copy, hrefOf }: ReviewListProps) {
  if (reviews.length === 0) {
    return (
      <div>
        <Heading level={2} size="xl">
          {copy.emptyTitle}
        </Heading>
        <Text tone="muted">{copy.emptyText}</Text>
      </div>
    );
  }
  return (
    <Table>
      <caption>{copy.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columns.client}</th>
          <th scope="col" className="wide">
            {copy.columns.brand}
          </th>
          <th scope="col">{copy.columns.progress}</th>
          <th scope="col">{copy.columns.state}</th>
          <th scope="col" className="wide">
            {copy.columns.created}
          </th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((r) => {
          const { approved, changes, total } = tally(r);
          const state = stateOf(r);
          return (
            <tr key={r.id}>
              <td>
                <Link to={hrefOf(r.id)} title={r.client_name}>
                  {r.client_name}
                </Link>
                <small title={r.client_email}>{r.client_email}</small>
              </td>
              <td className="wide">{copy.brands[r.brand]}</td>
              <td>{copy.progress(approved, changes, total)}</td>
              <td>
                <Badge tone={TONE[state]}>{copy.state[state]}</Badge>
              </td>
              <td className="wide">{dayOf(r.created_at)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
