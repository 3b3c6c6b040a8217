import { PageMeta } from '../components';
import { demoCards, packageExamplesCopy, packagePlans, pages, processSteps } from '../content';
import { demoSitesPage, studioPageJsonLd } from '../content/structuredData';
import { Cta } from '../sections/Cta';
import { DemoCards } from '../sections/DemoCards';
import { Hero } from '../sections/Hero';
import { ProcessSteps } from '../sections/ProcessSteps';

export default function PackageExamplesPage() {
  return (
    <>
      <PageMeta
        {...pages.packageExamples}
        structuredData={studioPageJsonLd(packagePlans, pages.packageExamples, { page: demoSitesPage() })}
      />
      <Hero {...packageExamplesCopy.hero} />
      <DemoCards copy={packageExamplesCopy.demos} cards={demoCards} />
      <ProcessSteps header={packageExamplesCopy.process} steps={processSteps} />
      <Cta {...packageExamplesCopy.cta} />
    </>
  );
}
