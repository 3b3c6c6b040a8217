import { PageMeta } from '../components';
import { pages } from '../content';

export default function PackageExamplesPage() {
  return (
    <>
      <PageMeta {...pages.home} />
      <h1>PackageExamplesPage</h1>
    </>
  );
}
