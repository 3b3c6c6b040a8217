import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Container, Emphasized, Eyebrow, Heading, Icon, Lead, Text } from '../../../components';
import type { coffeeCopy } from '../../../content/demoSites';
import { media, spacing } from '../../../theme';
import { Actions, DemoImg, Stack, type DemoImage } from '../../shared/ui';
import { Squiggle } from './Squiggle';

const Band = styled.section`
  overflow: hidden;
  padding-block: ${({ theme }) => theme.fluidSpace.intro};
  background: radial-gradient(circle at 85% 10%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%), ${({ theme }) => theme.colors.background};
`;

const Grid = styled.div`
  display: grid;
  gap: ${spacing(10)};
  align-items: center;
  ${media.md} { grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr); }
`;

const Title = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes.display};
  em { font-style: italic; font-weight: 500; color: ${({ theme }) => theme.colors.primary}; }
`;

const OpenNote = styled(Text)`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(2)};
  &::before {
    content: '';
    width: ${spacing(2.5)};
    height: ${spacing(2.5)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.accentSoft};
  }
`;

const Art = styled.div`
  justify-self: center;
  width: 100%;
  max-width: 560px;
`;

export interface CoffeeHeroProps {
  copy: (typeof coffeeCopy)['hero'];
  image: DemoImage;
}

/** The café's home opening: founding line, a warm title, lead, menu and visit links, opening note and the cup. */
export function Hero({ copy, image }: CoffeeHeroProps) {
  return (
    <Band aria-labelledby="coffee-hero-title">
      <Container>
        <Grid>
          <Stack>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Title level={1} id="coffee-hero-title">
              <Emphasized text={copy.title} />
            </Title>
            <Squiggle />
            <Lead>{copy.lead}</Lead>
            <Actions>
              <ButtonLink to={copy.primary.to} size="lg">
                {copy.primary.label} <Icon icon={ArrowRight} size={18} />
              </ButtonLink>
              <ButtonLink to={copy.secondary.to} size="lg" variant="outline">
                {copy.secondary.label}
              </ButtonLink>
            </Actions>
            <OpenNote size="sm" tone="muted">
              {copy.note}
            </OpenNote>
          </Stack>
          <Art>
            <DemoImg image={image} fetchPriority="high" />
          </Art>
        </Grid>
      </Container>
    </Band>
  );
}
