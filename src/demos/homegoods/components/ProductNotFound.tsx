import { ArrowLeft } from 'lucide-react';
import { ButtonLink, Icon } from '../../../components';
import { homegoodsPaths } from '../data';
import { ErrorIntro, Lead, Overline, PageTitle } from './ui';

/** Shown for an unknown product id, with a way back to the shop. */
export function ProductNotFound() {
  return (
    <ErrorIntro>
      <Overline>Error 404</Overline>
      <PageTitle level={1} align="center">
        Product not found
      </PageTitle>
      <Lead>We couldn&rsquo;t find that piece. It may have sold out, or the link may be mistyped.</Lead>
      <ButtonLink to={homegoodsPaths.shop} size="lg">
        <Icon icon={ArrowLeft} size={18} /> Back to Shop
      </ButtonLink>
    </ErrorIntro>
  );
}
