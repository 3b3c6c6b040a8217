import { BadgeCheck, Recycle, ShieldCheck } from 'lucide-react';
import { Icon, PageMeta } from '../../../components';
import { landscapingCopy, landscapingMeta, landscapingStats } from '../content';
import { landscapingPageJsonLd } from '../../../content/structuredData';
import { CtaBand } from '../../shared/sections/CtaBand';
import { FeatureList } from '../../shared/sections/FeatureList';
import { PageIntro } from '../../shared/sections/PageIntro';
import { SplitStory } from '../../shared/sections/SplitStory';
import { crewImage } from '../images';
import { Stats } from '../sections/Stats';
import { landscapingIdentity } from '../brand';

const { about } = landscapingCopy;
const credentialIcons = [ShieldCheck, Recycle, BadgeCheck];

export function AboutPage() {
  return (
    <>
      <PageMeta
        {...landscapingMeta.about}
        identity={landscapingIdentity}
        structuredData={landscapingPageJsonLd(landscapingMeta.about, { page: { '@type': 'AboutPage' } })}
      />
      <PageIntro copy={about.intro} tone="inverse" align="left" />
      <SplitStory id="ls-story-title" copy={about.story} image={crewImage} frame="soft" imageLast prose />
      <FeatureList
        id="ls-why-title"
        tone="alt"
        look="edge"
        eyebrow={about.credentials.eyebrow}
        title={about.credentials.title}
        items={about.credentials.items}
        before={(index) => <Icon icon={credentialIcons[index] ?? ShieldCheck} size={30} />}
      />
      <Stats label={landscapingCopy.statsLabel} stats={landscapingStats} />
      <CtaBand id="ls-about-cta" copy={about.cta} primaryVariant="highlight" />
    </>
  );
}
