import { PageMeta } from '../components';
import { pages } from '../content';

export default function GetStartedPage() {
  return (
    <>
      <PageMeta {...pages.home} />
      <h1>GetStartedPage</h1>
    </>
  );
}
