import { PageMeta } from '../components';
import { pages, thankYouCopy } from '../content';
import { ThankYou } from '../sections/ThankYou';

export default function ThankYouPage() {
  return (
    <>
      <PageMeta {...pages.thankYou} />
      <ThankYou copy={thankYouCopy} />
    </>
  );
}
