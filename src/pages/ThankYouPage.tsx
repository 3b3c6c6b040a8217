import { PageMeta } from '../components';
import { pages } from '../content';

export default function ThankYouPage() {
  return (
    <>
      <PageMeta {...pages.home} />
      <h1>ThankYouPage</h1>
    </>
  );
}
