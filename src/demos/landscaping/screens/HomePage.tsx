import { PageMeta } from '../../../components';
import { businessHours, landscapingCopy, landscapingMeta, landscapingStats, services } from '../content';
import { landscapingPageJsonLd } from '../../../content/structuredData';
import { FeatureList } from '../../shared/sections/FeatureList';
import { QuoteBand } from '../../shared/sections/QuoteBand';
import { heroImage } from '../images';
import { Hero } from '../sections/Hero';
import { HomeCta } from '../sections/HomeCta';
import { ServicesPreview } from '../sections/ServicesPreview';
import { Stats } from '../sections/Stats';
import { landscapingIdentity } from '../brand';

const copy = landscapingCopy;

export function HomePage() {
  return (
    <>
      <PageMeta {...landscapingMeta.home} identity={landscapingIdentity} structuredData={landscapingPageJsonLd(landscapingMeta.home)} />
      <Hero copy={copy.hero} image={heroImage} />
      <Stats label={copy.statsLabel} stats={landscapingStats} strip />
      <ServicesPreview copy={copy.servicesPreview} services={services.slice(0, 4)} />
      <FeatureList
        id="ls-process-title"
        tone="alt"
        look="counter"
        eyebrow={copy.process.eyebrow}
        title={copy.process.title}
        items={copy.process.items}
      />
      <QuoteBand copy={copy.testimonial} mark />
      <HomeCta copy={copy.homeCta} hours={businessHours} />
    </>
  );
}
