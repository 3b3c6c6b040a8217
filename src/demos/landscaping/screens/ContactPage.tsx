import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { Container, PageMeta, Section } from '../../../components';
import { Island } from '../../../islands';
import { businessHours, landscapingCopy, landscapingMeta, landscapingPaths } from '../content';
import { landscapingPageJsonLd } from '../../../content/structuredData';
import { media, spacing } from '../../../theme';
import { HoursList } from '../../shared/HoursList';
import { ContactCard, ContactList } from '../../shared/sections/ContactCard';
import { usePostedDemoForm } from '../../shared/demoFormPost';
import { ContactForm } from '../../shared/sections/ContactForm';
import contactFormIsland from '../../shared/sections/ContactForm.island';
import { PageIntro } from '../../shared/sections/PageIntro';
import { landscapingIdentity } from '../brand';

const Grid = styled.div`
  display: grid;
  gap: ${spacing(8)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    align-items: start;
    gap: ${spacing(12)};
  }
  > div {
    display: grid;
    gap: ${spacing(6)};
  }
`;

const copy = landscapingCopy.contact;

export function ContactPage() {
  const posted = usePostedDemoForm(landscapingPaths.contact, landscapingCopy.form);
  return (
    <>
      <PageMeta
        {...landscapingMeta.contact}
        identity={landscapingIdentity}
        structuredData={landscapingPageJsonLd(landscapingMeta.contact, { page: { '@type': 'ContactPage' } })}
      />
      <PageIntro copy={copy.intro} tone="inverse" align="left" />
      <Section aria-label={copy.label}>
        <Container>
          <Grid>
            <ContactCard id="ls-form-title" title={copy.formTitle} tone="surface">
              <Island
                island={contactFormIsland}
                component={ContactForm}
                props={{ copy: landscapingCopy.form, action: landscapingPaths.contact, posted }}
              />
            </ContactCard>
            <div>
              <ContactCard id="ls-hours-title" title={copy.hoursTitle} icon={Clock}>
                <HoursList rows={businessHours} ruled />
              </ContactCard>
              <ContactCard id="ls-reach-title" title={copy.reachTitle}>
                <ContactList details={copy.details} />
              </ContactCard>
            </div>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
