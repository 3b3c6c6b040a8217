import styled from 'styled-components';
import { Container, PageMeta } from '../../../components';
import { Island } from '../../../islands';
import { coffeeCopy, coffeeHours, coffeeMeta, coffeePaths } from '../content';
import { coffeePageJsonLd } from '../../../content/structuredData';
import { media, spacing } from '../../../theme';
import { ContactCard, ContactList } from '../../shared/sections/ContactCard';
import { usePostedDemoForm } from '../../shared/demoFormPost';
import { ContactForm } from '../../shared/sections/ContactForm';
import contactFormIsland from '../../shared/sections/ContactForm.island';
import { PageIntro } from '../../shared/sections/PageIntro';
import { Squiggle } from '../sections/Squiggle';
import { coffeeIdentity } from '../brand';

const Grid = styled.div`
  display: grid;
  gap: ${spacing(8)};
  padding-bottom: ${({ theme }) => theme.fluidSpace.section};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
    gap: ${spacing(12)};
    align-items: start;
  }
`;

const copy = coffeeCopy.contact;

export function ContactPage() {
  const posted = usePostedDemoForm(coffeePaths.contact, coffeeCopy.form);
  return (
    <>
      <PageMeta
        {...coffeeMeta.contact}
        identity={coffeeIdentity}
        structuredData={coffeePageJsonLd(coffeeMeta.contact, { page: { '@type': 'ContactPage' } })}
      />
      <PageIntro copy={copy.intro} ornament={<Squiggle />} />
      <Container>
        <Grid>
          <ContactCard id="coffee-form-title" title={copy.formTitle}>
            <Island
              island={contactFormIsland}
              component={ContactForm}
              props={{ copy: coffeeCopy.form, action: coffeePaths.contact, posted }}
            />
          </ContactCard>
          <ContactCard id="coffee-visit-title" title={copy.visitTitle} tone="inverse">
            <ContactList details={copy.details} hours={coffeeHours} labelled onDark />
          </ContactCard>
        </Grid>
      </Container>
    </>
  );
}
