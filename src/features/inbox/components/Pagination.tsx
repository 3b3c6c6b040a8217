import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../../../theme';
import { Icon } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { spreadRow } from './spreadRow';

const Nav = styled.nav`
  ${spreadRow}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    pointer-events: none;
  }
`;

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pages: number;
  total: number;
  hrefOf: (page: number) => string;
}

/** "Page 2 of 40 · 987 leads" with previous and next links (a disabled link is not focusable). */
export function Pagination({ page, pages, total, hrefOf }: PaginationProps) {
  const hasPrev = page > 0;
  const hasNext = page + 1 < pages;
  return (
    <Nav aria-label={inboxCopy.pagination}>
      <span>
        {inboxCopy.pageOf(page + 1, Math.max(pages, 1))} · {inboxCopy.total(total)}
      </span>
      <Links>
        <PageLink to={hrefOf(page - 1)} rel="prev" aria-disabled={!hasPrev || undefined} tabIndex={hasPrev ? undefined : -1}>
          <Icon icon={ChevronLeft} size={16} />
          {inboxCopy.previous}
        </PageLink>
        <PageLink to={hrefOf(page + 1)} rel="next" aria-disabled={!hasNext || undefined} tabIndex={hasNext ? undefined : -1}>
          {inboxCopy.next}
          <Icon icon={ChevronRight} size={16} />
        </PageLink>
      </Links>
    </Nav>
  );
}
