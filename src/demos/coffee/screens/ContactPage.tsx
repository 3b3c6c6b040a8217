import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import { Container, Icon, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { ContactForm } from '../components/ContactForm';
import { Kicker, Lead, PageIntro, Squiggle, Title } from '../components/ui';
import { coffeeBusiness, coffeeHours, coffeeMeta } from '../data';

const PageTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
`;

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
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: auto 1fr; gap: 0.875rem; align-items: start; }
  strong { display: block; color: ${({ theme }) => theme.colors.onInverse}; }
  svg { color: ${({ theme }) => theme.colors.highlight}; margin-top: 0.125rem; }
`;

const Hours = styled.dl`
  display: grid;
  gap: 0.25rem;
  div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; }
  dd { font-variant-numeric: tabular-nums; }
`;

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
              <li>
                <Icon icon={MapPin} size={22} />
                <div>
                  <strong>Address</strong>
                  {coffeeBusiness.street}, {coffeeBusiness.city}
                </div>
              </li>
              <li>
                <Icon icon={Clock} size={22} />
                <div>
                  <strong>Opening hours</strong>
                  <Hours>
                    {coffeeHours.map((row) => (
                      <div key={row.days}>
                        <dt>{row.days}</dt>
                        <dd>{row.hours}</dd>
                      </div>
                    ))}
                  </Hours>
                </div>
              </li>
              <li>
                <Icon icon={Phone} size={22} />
                <div>
                  <strong>Phone</strong>
                  {coffeeBusiness.phone}
                </div>
              </li>
              <li>
                <Icon icon={Mail} size={22} />
                <div>
                  <strong>Email</strong>
                  {coffeeBusiness.email}
                </div>
              </li>
            </InfoList>
          </Info>
        </Grid>
      </Container>
    </>
  );
}
