import styled from 'styled-components';
import { ButtonLink, Container, PageMeta } from '../../../components';
import { media } from '../../../theme';
import { TitledItems } from '../../shared/TitledItems';
import { bareList, DemoImg, SplitGrid } from '../../shared/ui';
import { Band, Kicker, Lead, PageIntro, PageTitle, Squiggle, Title } from '../components/ui';
import { coffeeBusiness, coffeeMeta, coffeePaths, coffeeValues } from '../data';
import { storefrontImage } from '../images';

const AboutTitle = styled(PageTitle)`
  max-width: 18ch;
  text-align: center;
`;

const Framed = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 3px solid ${({ theme }) => theme.colors.inverse};
  box-shadow: -10px 10px 0 ${({ theme }) => theme.colors.accent};
`;

const Prose = styled.div`
  display: grid;
  gap: 1.125rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;
  h2 { font-family: ${({ theme }) => theme.fonts.display}; font-size: ${({ theme }) => theme.fontSizes['3xl']}; font-weight: 650; color: ${({ theme }) => theme.colors.heading}; line-height: 1.15; }
`;

const Values = styled.ol`
  display: grid;
  gap: 1.5rem;
  ${bareList}
  counter-reset: value;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  li {
    counter-increment: value;
    display: grid;
    gap: 0.5rem;
    align-content: start;
    padding-top: 1.25rem;
    border-top: 3px solid ${({ theme }) => theme.colors.inverse};
  }
  li::before {
    content: '0' counter(value);
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 2.5rem;
    font-style: italic;
    font-weight: 300;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.375rem; font-weight: 650; color: ${({ theme }) => theme.colors.heading}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ValuesTitle = styled(Title)`
  margin-bottom: 2rem;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

const Quote = styled.figure`
  display: grid;
  gap: 1.25rem;
  max-width: 52rem;
  margin-inline: auto;
  text-align: center;
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(1.5rem, 1.1rem + 1.8vw, 2.25rem);
    font-style: italic;
    font-weight: 400;
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.onInverse};
  }
  figcaption { color: ${({ theme }) => theme.colors.onInverseMuted}; font-weight: 600; letter-spacing: 0.06em; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

export function AboutPage() {
  return (
    <>
      <PageMeta {...coffeeMeta.about} siteName={coffeeBusiness.name} />
      <Container>
        <PageIntro>
          <Kicker>Our story</Kicker>
          <AboutTitle level={1}>From a tiny espresso cart to your corner café</AboutTitle>
          <Squiggle />
          <Lead>
            {coffeeBusiness.name} is a family-run coffee house on {coffeeBusiness.street}. We roast, we bake, we remember your
            order.
          </Lead>
        </PageIntro>
      </Container>

      <Band aria-labelledby="coffee-beginnings">
        <Container>
          <SplitGrid $align="start">
            <Framed>
              <DemoImg image={storefrontImage} />
            </Framed>
            <Prose>
              <h2 id="coffee-beginnings">How it began</h2>
              <p>
                Maya and Theo Ortiz bought a second-hand espresso cart in {coffeeBusiness.founded} and parked it outside the
                Saturday farmers&rsquo; market. The queue got longer every week, and so did the list of people asking where they
                could find us on a Tuesday.
              </p>
              <p>
                Two years later the old hardware store on Maple Street came up for rent. We kept the wooden floors, added a
                five-kilo roaster and a very big oven, and opened the doors with a single menu board.
              </p>
              <p>Today we are a team of eleven, and we still write the specials on that board by hand every morning.</p>
            </Prose>
          </SplitGrid>
        </Container>
      </Band>

      <Band $tone="latte" aria-labelledby="coffee-values">
        <Container>
          <ValuesTitle level={2} id="coffee-values">
            What we care about
          </ValuesTitle>
          <Values>
            <TitledItems items={coffeeValues} />
          </Values>
        </Container>
      </Band>

      <Band $tone="espresso" aria-label="A word from our founder">
        <Container>
          <Quote>
            <blockquote>
              <p>&ldquo;We wanted the kind of place where the barista knows your name and your dog&rsquo;s name, too.&rdquo;</p>
            </blockquote>
            <figcaption>Maya Ortiz, co-founder</figcaption>
          </Quote>
        </Container>
      </Band>

      <Band aria-labelledby="coffee-about-cta">
        <Container>
          <PageIntro>
            <Title level={2} id="coffee-about-cta" align="center">
              Come and taste the difference
            </Title>
            <Actions>
              <ButtonLink to={coffeePaths.menu} size="lg">
                Browse the menu
              </ButtonLink>
              <ButtonLink to={coffeePaths.contact} size="lg" variant="outline">
                Say hello
              </ButtonLink>
            </Actions>
          </PageIntro>
        </Container>
      </Band>
    </>
  );
}
