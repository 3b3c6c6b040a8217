import { PageMeta } from '../components';
import { pages } from '../content';

export default function NotFoundPage() {
  return (
    <>
      <PageMeta {...pages.home} />
      <h1>NotFoundPage</h1>
    </>
  );
}
