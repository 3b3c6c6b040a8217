import { PageMeta } from '../components';
import { packageExamplesCopy, pages } from '../content';
import { Cta } from '../sections/Cta';
import { DemoCards } from '../sections/DemoCards';
import { Hero } from '../sections/Hero';
import { ProcessSteps } from '../sections/ProcessSteps';

export default function PackageExamplesPage() {
  return (
    <>
      <PageMeta {...pages.packageExamples} />
      <Hero {...packageExamplesCopy.hero} />
      <DemoCards />
      <ProcessSteps />
      <Cta {...packageExamplesCopy.cta} />
    </>
  );
}
