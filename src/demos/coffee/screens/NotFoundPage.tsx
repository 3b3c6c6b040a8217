import styled from 'styled-components';
import { ButtonLink, Container, PageMeta } from '../../../components';
import { Kicker, Lead, PageIntro, PageTitle, Squiggle } from '../components/ui';
import { coffeeBusiness, coffeeMeta, coffeePaths } from '../data';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-bottom: clamp(3rem, 8vw, 6rem);
`;

/** Any unknown URL under the café's prefix. */
export function NotFoundPage() {
  return (
    <>
      <PageMeta {...coffeeMeta.notFound} siteName={coffeeBusiness.name} noIndex />
      <Container>
        <PageIntro>
          <Kicker>Error 404</Kicker>
          <PageTitle level={1}>This page isn&rsquo;t on the menu</PageTitle>
          <Squiggle />
          <Lead>The page you were looking for has moved or never existed. The coffee, however, is very real.</Lead>
        </PageIntro>
        <Actions>
          <ButtonLink to={coffeePaths.home} size="lg">
            Back to home
          </ButtonLink>
          <ButtonLink to={coffeePaths.menu} size="lg" variant="outline">
            See the menu
          </ButtonLink>
        </Actions>
      </Container>
    </>
  );
}
