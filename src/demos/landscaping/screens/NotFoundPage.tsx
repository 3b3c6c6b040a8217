import styled from 'styled-components';
import { NavItems } from '../../shared/NavItems';
import { bareList } from '../../shared/ui';
import { Container, PageMeta } from '../../../components';
import { Band, EstimateLink, Eyebrow, Lead, PageHeader, PageTitle } from '../components/ui';
import { landscapingBusiness, landscapingMeta, landscapingPaths, landscapingNav } from '../data';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  ${bareList}
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; text-underline-offset: 4px; }
`;

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
`;

export function NotFoundPage() {
  return (
    <>
      <PageMeta {...landscapingMeta.notFound} siteName={landscapingBusiness.name} noIndex />
      <PageHeader>
        <Container>
          <Eyebrow $onDark>Error 404</Eyebrow>
          <PageTitle level={1}>This page has gone to seed</PageTitle>
          <Lead $onDark>We couldn&rsquo;t find the page you were looking for. It may have moved, or the link may be mistyped.</Lead>
        </Container>
      </PageHeader>
      <Band aria-label="Where to next">
        <Container>
          <Body>
            <Links>
              <NavItems items={landscapingNav} />
            </Links>
            <EstimateLink to={landscapingPaths.contact}>Free Estimate</EstimateLink>
          </Body>
        </Container>
      </Band>
    </>
  );
}
