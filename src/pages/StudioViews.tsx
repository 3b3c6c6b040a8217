import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { reviewsCopy } from '../content/reviewsCopy';
import { focusRing } from '../theme';

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.heading};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/** Reviews when the URL names them (?reviews, ?review=<id>), the leads otherwise. */
export const showsReviews = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('reviews') || params.has('review');
};

/** The studio's two views under one tab bar; each keeps its own URL state. */
export function StudioViews({ leads, reviews }: { leads: ReactNode; reviews: ReactNode }) {
  const { search, pathname } = useLocation();
  const onReviews = showsReviews(search);
  const copy = reviewsCopy.tabs;
  return (
    <>
      <Tabs aria-label={copy.label}>
        <Link to={pathname} aria-current={onReviews ? undefined : 'page'}>
          {copy.leads}
        </Link>
        <Link to={`${pathname}?reviews`} aria-current={onReviews ? 'page' : undefined}>
          {copy.reviews}
        </Link>
      </Tabs>
      {onReviews ? reviews : leads}
    </>
  );
}
