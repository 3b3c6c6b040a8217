import styled from 'styled-components';
import type { homegoodsCopy } from '../content';
import { media, spacing } from '../../../theme';
import { HeroSplit, HeroText, HeroTitle } from '../../shared/sections/HeroText';
import { Stack, type DemoImage } from '../../shared/ui';

const Band = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Grid = styled.div`
  display: grid;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    min-height: 560px;
  }
`;

const Copy = styled(Stack)`
  align-content: center;
  padding: ${({ theme }) => theme.fluidSpace.intro} ${({ theme }) => theme.layout.gutter};
  ${media.lg} {
    padding-left: max(${({ theme }) => theme.layout.gutter}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${spacing(8)}));
    padding-right: ${spacing(12)};
  }
  a {
    letter-spacing: 0.14em;
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Title = styled(HeroTitle)`
  line-height: 1.02;
`;

const Art = styled.div`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    max-height: 520px;
    object-fit: cover;
    object-position: 50% 70%;
  }
  ${media.lg} {
    img {
      max-height: none;
    }
  }
`;

export interface HomegoodsHeroProps {
  /** Eyebrow, headline (*stars* mark the italic words), lead and the two actions. */
  copy: (typeof homegoodsCopy)['hero'];
  /** The photo beside the text, with its alt text and sizes. */
  image: DemoImage;
}

/** The shop's home opening: the season's edit beside a full-bleed styled interior. */
export function Hero({ copy, image }: HomegoodsHeroProps) {
  return (
    <HeroSplit id="hg-hero-title" band={Band} grid={Grid} copy={Copy} art={Art} image={image} contained={false}>
      <HeroText id="hg-hero-title" copy={copy} title={Title} />
    </HeroSplit>
  );
}
