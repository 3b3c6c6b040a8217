import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Container, Icon, PageMeta, type IconComponent } from '../../../components';
import { media } from '../../../theme';
import { HoursList } from '../../shared/HoursList';
import { bareList } from '../../shared/ui';
import { ContactForm } from '../components/ContactForm';
import { Kicker, Lead, PageIntro, PageTitle, Squiggle } from '../components/ui';
import { coffeeBusiness, coffeeHours, coffeeMeta } from '../data';

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  padding-bottom: clamp(3rem, 8vw, 5rem);
  ${media.lg} { grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr); gap: 3rem; align-items: start; }
`;

const FormCard = styled.section`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 { font-family: ${({ theme }) => theme.fonts.display}; font-size: ${({ theme }) => theme.fontSizes['2xl']}; font-weight: 650; color: ${({ theme }) => theme.colors.heading}; }
`;

const Info = styled.section`
  display: grid;
  gap: 1.5rem;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  h2 { font-family: ${({ theme }) => theme.fonts.display}; font-size: ${({ theme }) => theme.fontSizes['2xl']}; font-weight: 650; color: ${({ theme }) => theme.colors.onInverse}; }
`;

const InfoList = styled.ul`
  display: grid;
  gap: 1.25rem;
  ${bareList}
  li { display: grid; grid-template-columns: auto 1fr; gap: 0.875rem; align-items: start; }
  strong { display: block; color: ${({ theme }) => theme.colors.onInverse}; }
  svg { color: ${({ theme }) => theme.colors.highlight}; margin-top: 0.125rem; }
`;

const Hours = styled(HoursList)`
  display: grid;
  gap: 0.25rem;
  div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; }
  dd { font-variant-numeric: tabular-nums; }
`;

/** An icon, a label and the detail under it. */
function InfoItem({ icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <li>
      <Icon icon={icon} size={22} />
      <div>
        <strong>{label}</strong>
        {children}
      </div>
    </li>
  );
}

export function ContactPage() {
  return (
    <>
      <PageMeta {...coffeeMeta.contact} siteName={coffeeBusiness.name} />
      <Container>
        <PageIntro>
          <Kicker>Questions, catering, compliments</Kicker>
          <PageTitle level={1}>Come say hello</PageTitle>
          <Squiggle />
          <Lead>Drop in for a cup, or leave us a note below. We read every message over our morning espresso.</Lead>
        </PageIntro>
        <Grid>
          <FormCard aria-labelledby="coffee-form-title">
            <h2 id="coffee-form-title">Send us a message</h2>
            <ContactForm />
          </FormCard>
          <Info aria-labelledby="coffee-visit-title">
            <h2 id="coffee-visit-title">Visit the café</h2>
            <InfoList>
              <InfoItem icon={MapPin} label="Address">
                {coffeeBusiness.street}, {coffeeBusiness.city}
              </InfoItem>
              <InfoItem icon={Clock} label="Opening hours">
                <Hours rows={coffeeHours} />
              </InfoItem>
              <InfoItem icon={Phone} label="Phone">
                {coffeeBusiness.phone}
              </InfoItem>
              <InfoItem icon={Mail} label="Email">
                {coffeeBusiness.email}
              </InfoItem>
            </InfoList>
          </Info>
        </Grid>
      </Container>
    </>
  );
}
