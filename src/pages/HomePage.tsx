import { PageMeta } from '../components';
import { pages } from '../content';

export default function HomePage() {
  return (
    <>
      <PageMeta {...pages.home} />
      <h1>HomePage</h1>
    </>
  );
}
