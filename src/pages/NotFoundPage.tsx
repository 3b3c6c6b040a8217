import { PageMeta } from '../components';
import { notFoundCopy, pages } from '../content';
import { NotFound } from '../sections/NotFound';

/** Rendered for unknown URLs (and prerendered as 404.html): never indexed, no canonical URL. */
export default function NotFoundPage() {
  const { title, description } = pages.notFound;
  return (
    <>
      <PageMeta title={title} description={description} noIndex />
      <NotFound copy={notFoundCopy} />
    </>
  );
}
