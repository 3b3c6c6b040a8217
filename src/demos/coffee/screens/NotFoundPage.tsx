import { PageMeta } from '../../../components';
import { coffeeCopy, coffeeMeta } from '../content';
import { NotFoundActions } from '../../shared/sections/NotFoundActions';
import { PageIntro } from '../../shared/sections/PageIntro';
import { Squiggle } from '../sections/Squiggle';
import { coffeeIdentity } from '../brand';

/** Any unknown URL under the café's prefix. */
export function NotFoundPage() {
  const copy = coffeeCopy.notFound;
  return (
    <>
      <PageMeta {...coffeeMeta.notFound} identity={coffeeIdentity} noIndex />
      <PageIntro copy={copy} ornament={<Squiggle />}>
        <NotFoundActions actions={copy.actions} />
      </PageIntro>
    </>
  );
}
