import { PageMeta } from '../../../components';
import { coffeeCopy, coffeeMeta } from '../content';
import { coffeePageJsonLd } from '../../../content/structuredData';
import { CtaBand } from '../../shared/sections/CtaBand';
import { FeatureList } from '../../shared/sections/FeatureList';
import { PageIntro } from '../../shared/sections/PageIntro';
import { QuoteBand } from '../../shared/sections/QuoteBand';
import { SplitStory } from '../../shared/sections/SplitStory';
import { storefrontImage } from '../images';
import { Squiggle } from '../sections/Squiggle';
import { coffeeIdentity } from '../brand';

const { about } = coffeeCopy;

export function AboutPage() {
  return (
    <>
      <PageMeta
        {...coffeeMeta.about}
        identity={coffeeIdentity}
        structuredData={coffeePageJsonLd(coffeeMeta.about, { page: { '@type': 'AboutPage' } })}
      />
      <PageIntro copy={about.intro} ornament={<Squiggle />} />
      <SplitStory id="coffee-beginnings" copy={about.beginnings} image={storefrontImage} frame="accent" align="start" prose eagerImage />
      <FeatureList id="coffee-values" tone="alt" look="numbered" title={about.values.title} items={about.values.items} />
      <QuoteBand copy={about.quote} italic />
      <CtaBand id="coffee-about-cta" copy={about.cta} />
    </>
  );
}
