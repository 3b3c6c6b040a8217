import styled from 'styled-components';
import { Text } from '../../../components';
import type { coffeeCopy } from '../content';
import { media, spacing } from '../../../theme';
import { HeroSplit, HeroText, HeroTitle } from '../../shared/sections/HeroText';
import type { DemoImage } from '../../shared/ui';
import { Squiggle } from './Squiggle';

const Band = styled.section`
  overflow: hidden;
  padding-block: ${({ theme }) => theme.fluidSpace.intro};
  background:
    radial-gradient(circle at 85% 10%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%),
    ${({ theme }) => theme.colors.background};
`;

const Grid = styled.div`
  display: grid;
  gap: ${spacing(10)};
  align-items: center;
  ${media.md} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
  }
`;

const Title = styled(HeroTitle)`
  em {
    font-style: italic;
    color: ${({ theme }) => theme.colors.primary};
  }
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
  /** Eyebrow, headline (*stars* mark the italic words), lead and the two actions. */
  copy: (typeof coffeeCopy)['hero'];
  /** The photo beside the text, with its alt text and sizes. */
  image: DemoImage;
}

/** The café's home opening: founding line, a warm title, lead, menu and visit links, opening note and the cup. */
export function Hero({ copy, image }: CoffeeHeroProps) {
  return (
    <HeroSplit id="coffee-hero-title" band={Band} grid={Grid} art={Art} image={image}>
      <HeroText id="coffee-hero-title" copy={copy} title={Title} ornament={<Squiggle />} arrow>
        <OpenNote size="sm" tone="muted">
          {copy.note}
        </OpenNote>
      </HeroText>
    </HeroSplit>
  );
}
