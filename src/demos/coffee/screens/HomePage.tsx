import { ArrowRight, Coffee, Croissant, Sofa } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Container, Icon, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { formatPrice } from '../../shared/format';
import { HoursList } from '../../shared/HoursList';
import { TitledItems } from '../../shared/TitledItems';
import { bareList, DemoImg, SectionHead, SplitGrid } from '../../shared/ui';
import { Band, Kicker, Lead, Squiggle, Title } from '../components/ui';
import { coffeeBusiness, coffeeHighlights, coffeeHours, coffeeMeta, coffeePaths, favourites } from '../data';
import { heroImage, storefrontImage } from '../images';

const Hero = styled.section`
  overflow: hidden;
  padding-block: clamp(2.5rem, 7vw, 5rem);
  background:
    radial-gradient(circle at 85% 10%, #f6e0cf 0, transparent 45%),
    ${({ theme }) => theme.colors.background};
`;

const HeroGrid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.md} { grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr); }
`;

const HeroCopy = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
`;

const HeroTitle = styled(Title)`
  font-size: clamp(2.5rem, 1.6rem + 4.2vw, 4.5rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const OpenNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.accentSoft};
  }
`;

const HeroArt = styled.div`
  max-width: 560px;
  justify-self: center;
  width: 100%;
`;

/** Three cards in a row from md. */
const CardRow = styled.ul`
  display: grid;
  gap: 1rem;
  ${bareList}
  ${media.md} { grid-template-columns: repeat(3, 1fr); gap: 1.5rem; }
  > li {
    display: grid;
    gap: 0.5rem;
    align-content: start;
    padding: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-weight: 650; color: ${({ theme }) => theme.colors.heading}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Highlights = styled(CardRow)`
  > li {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 { font-size: 1.375rem; }
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: 0.5rem;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  transform: rotate(-4deg);
`;

const SectionTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

const Favourite = styled.li`
  position: relative;
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid ${({ theme }) => theme.colors.inverse};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.inverse};
  h3 { font-size: 1.5rem; }
`;

const Price = styled.p`
  && {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.375rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Framed = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 3px solid ${({ theme }) => theme.colors.inverse};
  box-shadow: 10px 10px 0 ${({ theme }) => theme.colors.highlight};
`;

const StoryCopy = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
`;

const VisitGrid = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: 1.2fr 1fr; align-items: center; }
`;

const VisitTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  color: ${({ theme }) => theme.colors.onInverse};
  em { color: #f3d2b3; }
`;

const HoursCard = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgb(0 0 0 / 0.14);
  border: 1px solid rgb(251 246 238 / 0.25);
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.25rem; font-weight: 600; color: #f3d2b3; }
  dl { display: grid; gap: 1rem; }
  dl div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; }
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.onInverse}; }
  dd { font-variant-numeric: tabular-nums; }
`;

const highlightIcons = [Coffee, Croissant, Sofa];

export function HomePage() {
  return (
    <>
      <PageMeta {...coffeeMeta.home} siteName={coffeeBusiness.name} />
      <Hero aria-labelledby="coffee-hero-title">
        <Container>
          <HeroGrid>
            <HeroCopy>
              <Kicker>
                Since {coffeeBusiness.founded} · {coffeeBusiness.street}
              </Kicker>
              <HeroTitle level={1} id="coffee-hero-title">
                Good coffee, <em>slow</em> mornings.
              </HeroTitle>
              <Squiggle />
              <Lead>
                Small-batch beans roasted behind the counter, pastries out of the oven at dawn and a window seat with your name on
                it. Welcome to the neighbourhood.
              </Lead>
              <Actions>
                <ButtonLink to={coffeePaths.menu} size="lg">
                  See our menu <Icon icon={ArrowRight} size={18} />
                </ButtonLink>
                <ButtonLink to={coffeePaths.contact} size="lg" variant="outline">
                  Find us
                </ButtonLink>
              </Actions>
              <OpenNote>Open every day from 6:30 AM</OpenNote>
            </HeroCopy>
            <HeroArt>
              <DemoImg image={heroImage} fetchPriority="high" />
            </HeroArt>
          </HeroGrid>
        </Container>
      </Hero>

      <Band $tone="latte" aria-labelledby="coffee-why-title">
        <Container>
          <SectionHead>
            <SectionTitle level={2} id="coffee-why-title">
              Why Riverton drops by
            </SectionTitle>
          </SectionHead>
          <Highlights>
            <TitledItems
              items={coffeeHighlights}
              before={(index) => (
                <IconBubble>
                  <Icon icon={highlightIcons[index] ?? Coffee} size={26} />
                </IconBubble>
              )}
            />
          </Highlights>
        </Container>
      </Band>

      <Band aria-labelledby="coffee-favourites-title">
        <Container>
          <SectionHead>
            <div>
              <Kicker>Regulars swear by them</Kicker>
              <SectionTitle level={2} id="coffee-favourites-title">
                House favourites
              </SectionTitle>
            </div>
            <ButtonLink to={coffeePaths.menu} variant="ghost">
              Full menu <Icon icon={ArrowRight} size={18} />
            </ButtonLink>
          </SectionHead>
          <CardRow>
            {favourites.map((item) => (
              <Favourite key={item.name}>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
                <Price>{formatPrice(item.price)}</Price>
              </Favourite>
            ))}
          </CardRow>
        </Container>
      </Band>

      <Band $tone="latte" aria-labelledby="coffee-story-title">
        <Container>
          <SplitGrid>
            <Framed>
              <DemoImg image={storefrontImage} loading="lazy" decoding="async" />
            </Framed>
            <StoryCopy>
              <Kicker>Our story</Kicker>
              <SectionTitle level={2} id="coffee-story-title">
                It started with a cart and a <em>very</em> loud grinder.
              </SectionTitle>
              <Lead>
                In {coffeeBusiness.founded} we parked an espresso cart outside the farmers&rsquo; market. Ten years later we roast
                our own beans on Maple Street, and the grinder is still loud.
              </Lead>
              <ButtonLink to={coffeePaths.about} variant="primary">
                Read our story
              </ButtonLink>
            </StoryCopy>
          </SplitGrid>
        </Container>
      </Band>

      <Band $tone="sage" aria-labelledby="coffee-visit-title">
        <Container>
          <VisitGrid>
            <StoryCopy>
              <VisitTitle level={2} id="coffee-visit-title">
                Pull up a chair. <em>We&rsquo;ll put the kettle on.</em>
              </VisitTitle>
              <p>
                {coffeeBusiness.street}, {coffeeBusiness.city}
              </p>
              <ButtonLink to={coffeePaths.contact} variant="inverse" size="lg">
                Get in touch
              </ButtonLink>
            </StoryCopy>
            <HoursCard>
              <h3>Opening hours</h3>
              <HoursList rows={coffeeHours} />
            </HoursCard>
          </VisitGrid>
        </Container>
      </Band>
    </>
  );
}
