import styled from 'styled-components';
import { ButtonLink, Container, PageMeta } from '../../../components';
import { ErrorIntro, Lead, Overline, PageTitle } from '../components/ui';
import { homegoodsBusiness, homegoodsMeta, homegoodsPaths } from '../data';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

/** Any unknown URL under the shop's prefix (outside /shop). */
export function NotFoundPage() {
  return (
    <>
      <PageMeta {...homegoodsMeta.notFound} siteName={homegoodsBusiness.name} noIndex />
      <Container>
        <ErrorIntro>
          <Overline>Error 404</Overline>
          <PageTitle level={1} align="center">
            Page not found
          </PageTitle>
          <Lead>The page you were looking for has moved or no longer exists.</Lead>
          <Actions>
            <ButtonLink to={homegoodsPaths.shop} size="lg">
              Back to Shop
            </ButtonLink>
            <ButtonLink to={homegoodsPaths.home} size="lg" variant="outline">
              Home
            </ButtonLink>
          </Actions>
        </ErrorIntro>
      </Container>
    </>
  );
}
