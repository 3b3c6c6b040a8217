import { ArrowRight, BadgeCheck, Recycle, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { Container, Icon, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { landscapingPalette } from '../brand';
import { TitledItems } from '../../shared/TitledItems';
import { bareList, DemoImg, SplitGrid } from '../../shared/ui';
import { StatItems } from '../components/StatItems';
import { Band, EstimateLink, Eyebrow, Lead, PageHeader, PageTitle, Title } from '../components/ui';
import { credentials, landscapingBusiness, landscapingMeta, landscapingPaths } from '../data';
import { crewImage } from '../images';

const Framed = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: 16px 16px 0 ${landscapingPalette.sageDeep};
`;

const Prose = styled.div`
  display: grid;
  gap: 1rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
`;

const SectionTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

const Cards = styled.ul`
  display: grid;
  gap: 1.5rem;
  ${bareList}
  margin-top: 2.5rem;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  li {
    display: grid;
    gap: 0.625rem;
    align-content: start;
    padding: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: #ffffff;
    border-left: 5px solid ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  svg { color: ${({ theme }) => theme.colors.primary}; }
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.375rem; font-weight: 700; color: ${({ theme }) => theme.colors.heading}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Stats = styled.ul`
  display: grid;
  gap: 1.5rem;
  ${bareList}
  text-align: center;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  strong { display: block; font-family: ${({ theme }) => theme.fonts.display}; font-size: clamp(2.5rem, 2rem + 2vw, 3.5rem); font-weight: 800; line-height: 1; color: ${landscapingPalette.lime}; }
  span { color: ${({ theme }) => theme.colors.onInverseMuted}; font-weight: 600; }
`;

const Cta = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: center;
  text-align: center;
`;

const credentialIcons = [ShieldCheck, Recycle, BadgeCheck];

export function AboutPage() {
  return (
    <>
      <PageMeta {...landscapingMeta.about} siteName={landscapingBusiness.name} />
      <PageHeader>
        <Container>
          <Eyebrow $onDark>About us</Eyebrow>
          <PageTitle level={1}>Rooted in the {landscapingBusiness.area} since {landscapingBusiness.founded}</PageTitle>
          <Lead $onDark>A family business with muddy boots, sharp blades and a soft spot for native plants.</Lead>
        </Container>
      </PageHeader>

      <Band aria-labelledby="ls-story-title">
        <Container>
          <SplitGrid>
            <Prose>
              <Eyebrow>Our story</Eyebrow>
              <SectionTitle level={2} id="ls-story-title">
                One truck, one mower, one promise
              </SectionTitle>
              <p>
                Luis Moreno started Evergreen with a second-hand pickup and a promise to his first client: if we say Tuesday at 8,
                we are there Tuesday at 8. That promise still hangs above the door of our Orchard Road yard.
              </p>
              <p>
                Today our crew of eighteen looks after more than twelve hundred homes and businesses, from weekly mowing to complete
                garden makeovers, and Luis still walks every new property himself.
              </p>
            </Prose>
            <Framed>
              <DemoImg image={crewImage} loading="lazy" decoding="async" />
            </Framed>
          </SplitGrid>
        </Container>
      </Band>

      <Band $tone="sage" aria-labelledby="ls-why-title">
        <Container>
          <Eyebrow>Why homeowners choose us</Eyebrow>
          <SectionTitle level={2} id="ls-why-title">
            Peace of mind, included
          </SectionTitle>
          <Cards>
            <TitledItems items={credentials} before={(index) => <Icon icon={credentialIcons[index] ?? ShieldCheck} size={30} />} />
          </Cards>
        </Container>
      </Band>

      <Band $tone="pine" aria-label="Evergreen in numbers">
        <Container>
          <Stats>
            <StatItems />
          </Stats>
        </Container>
      </Band>

      <Band aria-labelledby="ls-about-cta">
        <Container>
          <Cta>
            <SectionTitle level={2} id="ls-about-cta" align="center">
              Let&rsquo;s walk your yard together
            </SectionTitle>
            <Lead>Book a free, no-pressure visit and get a written estimate within two business days.</Lead>
            <EstimateLink to={landscapingPaths.contact}>
              Free Estimate <Icon icon={ArrowRight} size={18} />
            </EstimateLink>
          </Cta>
        </Container>
      </Band>
    </>
  );
}
