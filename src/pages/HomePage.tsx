import { PageMeta } from '../components';
import { benefits, homeCopy, packagePlans, pages, twoOptions } from '../content';
import { studioPageJsonLd } from '../content/structuredData';
import { Benefits } from '../sections/Benefits';
import { Cta } from '../sections/Cta';
import { Hero } from '../sections/Hero';
import { TwoOptions } from '../sections/TwoOptions';

export default function HomePage() {
  return (
    <>
      <PageMeta {...pages.home} structuredData={studioPageJsonLd(packagePlans, pages.home)} />
      <Hero variant="home" {...homeCopy.hero} />
      <TwoOptions copy={homeCopy.twoOptions} options={twoOptions} />
      <Benefits header={homeCopy.benefits} items={benefits} />
      <Cta {...homeCopy.cta} />
    </>
  );
}
