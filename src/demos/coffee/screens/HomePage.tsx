import { Coffee, Croissant, Sofa } from 'lucide-react';
import styled from 'styled-components';
import { Icon, PageMeta } from '../../../components';
import { coffeeCopy, coffeeHours, coffeeMeta, favourites } from '../content';
import { coffeePageJsonLd } from '../../../content/structuredData';
import { spacing } from '../../../theme';
import { FeatureList } from '../../shared/sections/FeatureList';
import { SplitStory } from '../../shared/sections/SplitStory';
import { heroImage, storefrontImage } from '../images';
import { Favourites } from '../sections/Favourites';
import { Hero } from '../sections/Hero';
import { Visit } from '../sections/Visit';
import { coffeeIdentity } from '../brand';

const highlightIcons = [Coffee, Croissant, Sofa];

const Bubble = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${spacing(2)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  transform: rotate(-4deg);
`;

export function HomePage() {
  return (
    <>
      <PageMeta {...coffeeMeta.home} identity={coffeeIdentity} structuredData={coffeePageJsonLd(coffeeMeta.home)} />
      <Hero copy={coffeeCopy.hero} image={heroImage} />
      <FeatureList
        id="coffee-why-title"
        tone="alt"
        title={coffeeCopy.highlights.title}
        items={coffeeCopy.highlights.items}
        before={(index) => (
          <Bubble>
            <Icon icon={highlightIcons[index] ?? Coffee} size={26} />
          </Bubble>
        )}
      />
      <Favourites copy={coffeeCopy.favourites} items={favourites} />
      <SplitStory id="coffee-story-title" tone="alt" frame="highlight" copy={coffeeCopy.story} image={storefrontImage} />
      <Visit copy={coffeeCopy.visit} hours={coffeeHours} />
    </>
  );
}
