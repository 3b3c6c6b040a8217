import { PageMeta } from '../components';
import {
  addOns,
  comparisonColumns,
  consultationHref,
  comparisonRows,
  contact,
  faqItems,
  packagePlans,
  pages,
  servicesCopy,
} from '../content';
import { faqStructuredData, studioPageJsonLd } from '../content/structuredData';
import { Island } from '../islands';
import { AddOns } from '../sections/AddOns';
import { ComparisonTable } from '../sections/ComparisonTable';
import { Cta } from '../sections/Cta';
import { Faq, faqIsland } from '../sections/Faq';
import { Hero } from '../sections/Hero';
import { NotSurePrompt } from '../sections/NotSurePrompt';
import { PackageGrid } from '../sections/PackageGrid';

export default function ServicesPage() {
  return (
    <>
      <PageMeta
        {...pages.services}
        structuredData={studioPageJsonLd(packagePlans, pages.services, { page: faqStructuredData(faqItems) })}
      />
      <Hero {...servicesCopy.hero} />
      <PackageGrid
        header={servicesCopy.packages.section}
        plans={packagePlans}
        card={servicesCopy.packages}
        hrefFor={(plan) => consultationHref(plan.planId)}
      />
      <NotSurePrompt copy={servicesCopy.notSure} flush />
      <AddOns header={servicesCopy.addOns} items={addOns} />
      <ComparisonTable copy={servicesCopy.comparison} columns={comparisonColumns} rows={comparisonRows} />
      <Island island={faqIsland} component={Faq} props={{ copy: servicesCopy.faq, email: contact.email, items: faqItems }} />
      <Cta {...servicesCopy.cta} />
    </>
  );
}
