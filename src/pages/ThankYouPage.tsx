import { PageMeta } from '../components';
import { pages, thankYouCopy } from '../content';
import { ThankYou } from '../sections/ThankYou';

export default function ThankYouPage() {
  return (
    <>
      {/* Reached only after sending the form: not indexed, not in the sitemap. */}
      <PageMeta title={pages.thankYou.title} description={pages.thankYou.description} noIndex />
      <ThankYou copy={thankYouCopy} />
    </>
  );
}
