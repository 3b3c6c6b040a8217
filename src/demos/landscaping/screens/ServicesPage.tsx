import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { Container, Icon, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { ServiceList } from '../components/ServiceList';
import { DemoImg } from '../../shared/ui';
import { Band, EstimateLink, Eyebrow, Lead, PageHeader, PageTitle, Title } from '../components/ui';
import { landscapingBusiness, landscapingMeta, landscapingPaths, services } from '../data';
import { patioImage } from '../images';

const CtaGrid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.md} { grid-template-columns: 1fr 1fr; gap: 4rem; }
  > div { display: grid; gap: 1rem; justify-items: start; }
`;

const Framed = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
`;

export function ServicesPage() {
  return (
    <>
      <PageMeta {...landscapingMeta.services} siteName={landscapingBusiness.name} />
      <PageHeader>
        <Container>
          <Eyebrow $onDark>Our services</Eyebrow>
          <PageTitle level={1}>Everything your property needs, all year round</PageTitle>
          <Lead $onDark>
            {services.length} services, one crew you already know. Mix and match, or let us put together a seasonal plan.
          </Lead>
        </Container>
      </PageHeader>

      <Band aria-label="All services">
        <Container>
          <ServiceList services={services} headingLevel={2} />
        </Container>
      </Band>

      <Band $tone="sage" aria-labelledby="ls-services-cta">
        <Container>
          <CtaGrid>
            <Framed>
              <DemoImg image={patioImage} loading="lazy" decoding="async" />
            </Framed>
            <div>
              <Eyebrow>Not sure where to start?</Eyebrow>
              <Title level={2} id="ls-services-cta" size="4xl">
                We&rsquo;ll build a plan around your yard
              </Title>
              <Lead>Tell us about your property and goals: we&rsquo;ll suggest the right mix of services and a fixed price.</Lead>
              <EstimateLink to={landscapingPaths.contact}>
                Free Estimate <Icon icon={ArrowRight} size={18} />
              </EstimateLink>
            </div>
          </CtaGrid>
        </Container>
      </Band>
    </>
  );
}
