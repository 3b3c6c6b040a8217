import { PageMeta } from '../components';
import { pages, servicesCopy } from '../content';
import { AddOns } from '../sections/AddOns';
import { ComparisonTable } from '../sections/ComparisonTable';
import { Cta } from '../sections/Cta';
import { Faq } from '../sections/Faq';
import { Hero } from '../sections/Hero';
import { NotSurePrompt } from '../sections/NotSurePrompt';
import { PackageGrid } from '../sections/PackageGrid';

export default function ServicesPage() {
  return (
    <>
      <PageMeta {...pages.services} />
      <Hero {...servicesCopy.hero} />
      <PackageGrid />
      <NotSurePrompt flush />
      <AddOns />
      <ComparisonTable />
      <Faq />
      <Cta {...servicesCopy.cta} />
    </>
  );
}
