import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import { Container, Icon, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { BusinessHours } from '../components/BusinessHours';
import { EstimateForm } from '../components/EstimateForm';
import { Band, Eyebrow, Lead, PageHeader, PageTitle } from '../components/ui';
import { landscapingBusiness, landscapingMeta } from '../data';

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${media.lg} { grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); align-items: start; gap: 3rem; }
`;

const FormCard = styled.section`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 { font-family: ${({ theme }) => theme.fonts.display}; font-size: ${({ theme }) => theme.fontSizes['3xl']}; font-weight: 700; color: ${({ theme }) => theme.colors.heading}; }
`;

const Aside = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const InfoCard = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.heading};
  }
  h2 svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const ContactList = styled.ul`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: 0.75rem; align-items: flex-start; overflow-wrap: anywhere; }
  svg { flex: none; margin-top: 0.2rem; color: ${({ theme }) => theme.colors.primary}; }
`;

export function ContactPage() {
  return (
    <>
      <PageMeta {...landscapingMeta.contact} siteName={landscapingBusiness.name} />
      <PageHeader>
        <Container>
          <Eyebrow $onDark>Contact</Eyebrow>
          <PageTitle level={1}>Request a free estimate</PageTitle>
          <Lead $onDark>Tell us about your project and we will get back to you within one business day.</Lead>
        </Container>
      </PageHeader>
      <Band aria-label="Estimate form and business hours">
        <Container>
          <Grid>
            <FormCard aria-labelledby="ls-form-title">
              <h2 id="ls-form-title">Tell us about your yard</h2>
              <EstimateForm />
            </FormCard>
            <Aside>
              <InfoCard aria-labelledby="ls-hours-title">
                <h2 id="ls-hours-title">
                  <Icon icon={Clock} size={22} /> Business hours
                </h2>
                <BusinessHours />
              </InfoCard>
              <InfoCard aria-labelledby="ls-reach-title">
                <h2 id="ls-reach-title">Reach us</h2>
                <ContactList>
                  <li>
                    <Icon icon={Phone} size={18} /> {landscapingBusiness.phone}
                  </li>
                  <li>
                    <Icon icon={Mail} size={18} /> {landscapingBusiness.email}
                  </li>
                  <li>
                    <Icon icon={MapPin} size={18} /> {landscapingBusiness.street}, {landscapingBusiness.city}
                  </li>
                </ContactList>
              </InfoCard>
            </Aside>
          </Grid>
        </Container>
      </Band>
    </>
  );
}
