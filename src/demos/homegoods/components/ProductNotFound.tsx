import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Icon } from '../../../components';
import { homegoodsPaths } from '../data';
import { Lead, Overline, PageTitle } from './ui';

const Wrapper = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: center;
  padding-block: clamp(3rem, 10vw, 7rem);
  text-align: center;
`;

/** Shown for an unknown product id, with a way back to the shop. */
export function ProductNotFound() {
  return (
    <Wrapper>
      <Overline>Error 404</Overline>
      <PageTitle level={1} align="center">
        Product not found
      </PageTitle>
      <Lead>We couldn&rsquo;t find that piece. It may have sold out, or the link may be mistyped.</Lead>
      <ButtonLink to={homegoodsPaths.shop} size="lg">
        <Icon icon={ArrowLeft} size={18} /> Back to Shop
      </ButtonLink>
    </Wrapper>
  );
}
