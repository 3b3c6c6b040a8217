import { PageMeta } from '../components';
import { pages } from '../content';

export default function ServicesPage() {
  return (
    <>
      <PageMeta {...pages.home} />
      <h1>ServicesPage</h1>
    </>
  );
}
