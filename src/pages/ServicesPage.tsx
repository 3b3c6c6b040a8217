import { PageMeta } from '../components';
import { addOns, packagePlans, pages, servicesCopy } from '../content';
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
      <PackageGrid header={servicesCopy.packages.section} plans={packagePlans} />
      <NotSurePrompt copy={servicesCopy.notSure} flush />
      <AddOns header={servicesCopy.addOns} items={addOns} />
      <ComparisonTable />
      <Faq />
      <Cta {...servicesCopy.cta} />
    </>
  );
}
