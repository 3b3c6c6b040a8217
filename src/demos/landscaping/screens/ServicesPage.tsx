import { Container, PageMeta, Section } from '../../../components';
import { landscapingCopy, landscapingMeta, services } from '../content';
import { landscapingPageJsonLd } from '../../../content/structuredData';
import { PageIntro } from '../../shared/sections/PageIntro';
import { SplitStory } from '../../shared/sections/SplitStory';
import { patioImage } from '../images';
import { ServiceList } from '../sections/ServiceList';
import { landscapingIdentity } from '../brand';

const copy = landscapingCopy.services;

export function ServicesPage() {
  return (
    <>
      <PageMeta
        {...landscapingMeta.services}
        identity={landscapingIdentity}
        structuredData={landscapingPageJsonLd(landscapingMeta.services)}
      />
      <PageIntro copy={copy.intro} tone="inverse" align="left" />
      <Section aria-label={copy.label}>
        <Container>
          <ServiceList services={services} headingLevel={2} />
        </Container>
      </Section>
      <SplitStory id="ls-services-cta" tone="alt" copy={copy.cta} image={patioImage} actionVariant="highlight" />
    </>
  );
}
