import { ArrowRight, Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Icon, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { landscapingPalette } from '../brand';
import { BusinessHours } from '../components/BusinessHours';
import { ServiceList } from '../components/ServiceList';
import { TitledItems } from '../../shared/TitledItems';
import { bareList, DemoImg, SectionHead } from '../../shared/ui';
import { StatItems } from '../components/StatItems';
import { Band, EstimateLink, Eyebrow, Lead, Title } from '../components/ui';
import { landscapingBusiness, landscapingMeta, landscapingPaths, processSteps, services, testimonial } from '../data';
import { heroImage } from '../images';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: clamp(2.5rem, 7vw, 5rem) 0;
  background:
    radial-gradient(ellipse at 100% 0%, rgb(181 228 140 / 0.16), transparent 55%),
    linear-gradient(160deg, ${landscapingPalette.pine} 0%, ${landscapingPalette.forestDeep} 100%);
  color: ${({ theme }) => theme.colors.onInverseMuted};
  --heading-color: #ffffff;
`;

const HeroGrid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr); gap: 3.5rem; }
`;

const HeroCopy = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  ${media.lg} { padding-bottom: 3.5rem; }
`;

const HeroTitle = styled(Title)`
  font-size: clamp(2.75rem, 1.6rem + 4.6vw, 5rem);
  line-height: 0.98;
  text-transform: uppercase;
  span { color: ${landscapingPalette.lime}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const GhostLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.375rem;
  border: 2px solid rgb(255 255 255 / 0.6);
  border-radius: ${({ theme }) => theme.radii.md};
  color: #ffffff;
  font-weight: 700;
  text-decoration: none;
  &:hover { background: rgb(255 255 255 / 0.1); border-color: #ffffff; }
  &:focus-visible { outline: 3px solid ${landscapingPalette.sun}; outline-offset: 2px; }
`;

const ArtFrame = styled.div`
  position: relative;
  align-self: end;
  border-radius: 12px 12px 0 0;
  overflow: hidden;
  border: 6px solid rgb(255 255 255 / 0.08);
  border-bottom: 0;
`;

const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${bareList}
  background: ${landscapingPalette.sun};
  color: ${landscapingPalette.pine};
  li { display: grid; gap: 0.125rem; padding: 1.25rem 0.75rem; text-align: center; }
  li + li { border-left: 1px solid rgb(15 42 26 / 0.18); }
  strong { font-family: ${({ theme }) => theme.fonts.display}; font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem); font-weight: 800; line-height: 1; }
  span { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
`;

const SectionTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-underline-offset: 4px;
`;

const Steps = styled.ol`
  display: grid;
  gap: 1.5rem;
  ${bareList}
  counter-reset: step;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  li {
    counter-increment: step;
    position: relative;
    display: grid;
    gap: 0.5rem;
    align-content: start;
    padding: 1.75rem 1.5rem 1.5rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: #ffffff;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    margin-bottom: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.375rem;
    font-weight: 800;
  }
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.375rem; font-weight: 700; color: ${({ theme }) => theme.colors.heading}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Testimonial = styled.figure`
  display: grid;
  gap: 1.25rem;
  max-width: 56rem;
  margin: 0 auto;
  text-align: center;
  justify-items: center;
  svg { color: ${landscapingPalette.lime}; }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
    font-weight: 600;
    line-height: 1.3;
    color: #ffffff;
  }
  figcaption { display: grid; gap: 0.125rem; }
  figcaption strong { color: #ffffff; }
`;

const CtaCard = styled.div`
  display: grid;
  gap: 2rem;
  padding: clamp(1.75rem, 5vw, 3rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.md} { grid-template-columns: 1.3fr 1fr; align-items: center; gap: 3rem; }
  > div:first-child { display: grid; gap: 1rem; justify-items: start; }
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.25rem; font-weight: 700; color: ${({ theme }) => theme.colors.heading}; margin-bottom: 0.25rem; }
`;

export function HomePage() {
  return (
    <>
      <PageMeta {...landscapingMeta.home} siteName={landscapingBusiness.name} />
      <Hero aria-labelledby="ls-hero-title">
        <Container>
          <HeroGrid>
            <HeroCopy>
              <Eyebrow $onDark>
                Serving the {landscapingBusiness.area} since {landscapingBusiness.founded}
              </Eyebrow>
              <HeroTitle level={1} id="ls-hero-title">
                Beautiful yards, <span>built to last.</span>
              </HeroTitle>
              <Lead $onDark>
                Lawn care, garden design, patios and everything in between, from a local, family-owned crew that shows up when we
                say we will.
              </Lead>
              <Actions>
                <EstimateLink to={landscapingPaths.contact}>
                  Free Estimate <Icon icon={ArrowRight} size={18} />
                </EstimateLink>
                <GhostLink to={landscapingPaths.services}>Our Services</GhostLink>
              </Actions>
            </HeroCopy>
            <ArtFrame>
              <DemoImg image={heroImage} fetchPriority="high" />
            </ArtFrame>
          </HeroGrid>
        </Container>
      </Hero>
      <Stats aria-label="Evergreen in numbers">
        <StatItems />
      </Stats>

      <Band aria-labelledby="ls-services-title">
        <Container>
          <SectionHead $spacing="2.5rem">
            <div>
              <Eyebrow>What we do</Eyebrow>
              <SectionTitle level={2} id="ls-services-title">
                Full-service care for every season
              </SectionTitle>
            </div>
            <MoreLink to={landscapingPaths.services}>
              See all {services.length} services <Icon icon={ArrowRight} size={18} />
            </MoreLink>
          </SectionHead>
          <ServiceList services={services.slice(0, 4)} compact />
        </Container>
      </Band>

      <Band $tone="sage" aria-labelledby="ls-process-title">
        <Container>
          <SectionHead $spacing="2.5rem">
            <div>
              <Eyebrow>How it works</Eyebrow>
              <SectionTitle level={2} id="ls-process-title">
                From first call to finished yard
              </SectionTitle>
            </div>
          </SectionHead>
          <Steps>
            <TitledItems items={processSteps} />
          </Steps>
        </Container>
      </Band>

      <Band $tone="pine" aria-label="What our clients say">
        <Container>
          <Testimonial>
            <Icon icon={Quote} size={40} />
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{testimonial.author}</strong>
              <span>{testimonial.detail}</span>
            </figcaption>
          </Testimonial>
        </Container>
      </Band>

      <Band aria-labelledby="ls-cta-title">
        <Container>
          <CtaCard>
            <div>
              <SectionTitle level={2} id="ls-cta-title">
                Ready for a yard you love?
              </SectionTitle>
              <Lead>Tell us what you have in mind. Estimates are free, written and come with no obligation.</Lead>
              <EstimateLink to={landscapingPaths.contact}>
                Free Estimate <Icon icon={ArrowRight} size={18} />
              </EstimateLink>
            </div>
            <div>
              <h3>Business hours</h3>
              <BusinessHours />
            </div>
          </CtaCard>
        </Container>
      </Band>
    </>
  );
}
