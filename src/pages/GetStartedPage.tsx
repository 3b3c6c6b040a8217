import { CalendarCheck, Clock, Mail, MessageSquare, Phone } from 'lucide-react';
import styled from 'styled-components';
import { Card, Container, EmailText, Heading, Icon, PageMeta, Section, SectionHeader, Text } from '../components';
import { RESPONSE_TIME_HOURS, contact, packagePlans, pages, phoneHref } from '../content';
import { studioPageJsonLd } from '../content/structuredData';
import { ConsultationIsland, consultationFormIsland } from '../features/consultation';
import { Island } from '../islands';
import { Toaster, toasterIsland } from '../lib/toast';
import { fluidSpacing, heroBackdrop, media, spacing } from '../theme';

const Hero = styled(Section)`
  padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${fluidSpacing(8, 6, 16)});
  background: ${heroBackdrop};
`;

const Layout = styled.div`
  display: grid;
  gap: ${spacing(8)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
    gap: ${spacing(10)};
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${spacing(5)};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${spacing(4.5)};
  padding: 0;
  margin-top: ${spacing(4)};
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${spacing(3.5)};
  align-items: start;
`;

const StepIcon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const StepTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const ContactList = styled.ul`
  display: grid;
  gap: ${spacing(3)};
  padding: 0;
  margin-top: ${spacing(4)};
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(2.5)};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    word-break: break-word;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const nextSteps = [
  { icon: MessageSquare, title: 'You Tell Us About Your Project', text: 'A few lines are enough to get started.' },
  { icon: Clock, title: `We Reply Within ${RESPONSE_TIME_HOURS} Hours`, text: 'With questions, ideas and a time to talk.' },
  { icon: CalendarCheck, title: 'Free Consultation', text: 'We plan your site together, with no obligation.' },
];

/** /get-started: the consultation request form (an island, with the toasts). ?plan= preselects a package. */
export default function GetStartedPage() {
  return (
    <>
      <PageMeta
        {...pages.getStarted}
        structuredData={studioPageJsonLd(packagePlans, pages.getStarted, { page: { '@type': 'ContactPage' } })}
      />
      <Hero aria-labelledby="get-started-title">
        <Container>
          <SectionHeader
            id="get-started-title"
            level={1}
            eyebrow="Get Started"
            title="Schedule a Consultation"
            lead={`Tell us about your business and the website you need. We respond to every request within ${RESPONSE_TIME_HOURS} hours.`}
          />
          <Layout>
            <Card>
              <Island island={consultationFormIsland} component={ConsultationIsland} props={{}} />
            </Card>
            <Aside aria-label="What happens next">
              <Card>
                <Heading level={2} size="xl">
                  What Happens Next
                </Heading>
                <Steps>
                  {nextSteps.map((step) => (
                    <Step key={step.title}>
                      <StepIcon>
                        <Icon icon={step.icon} size={20} />
                      </StepIcon>
                      <div>
                        <StepTitle>{step.title}</StepTitle>
                        <Text size="sm" tone="muted">
                          {step.text}
                        </Text>
                      </div>
                    </Step>
                  ))}
                </Steps>
              </Card>
              <Card>
                <Heading level={2} size="xl">
                  Prefer to Talk?
                </Heading>
                <ContactList>
                  <li>
                    <a href={`mailto:${contact.email}`}>
                      <Icon icon={Mail} size={18} />
                      <EmailText address={contact.email} />
                    </a>
                  </li>
                  <li>
                    <a href={phoneHref}>
                      <Icon icon={Phone} size={18} />
                      {contact.phone}
                    </a>
                  </li>
                </ContactList>
              </Card>
            </Aside>
          </Layout>
        </Container>
      </Hero>
      <Island island={toasterIsland} component={Toaster} props={{}} />
    </>
  );
}
