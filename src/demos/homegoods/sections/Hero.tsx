import styled from 'styled-components';
import { ButtonLink, Emphasized, Eyebrow, Heading, Lead } from '../../../components';
import type { homegoodsCopy } from '../../../content/demoSites';
import { media, spacing } from '../../../theme';
import { Actions, DemoImg, Stack, type DemoImage } from '../../shared/ui';

const Band = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div { display: grid; ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); min-height: 560px; } }
`;

const Copy = styled(Stack)`
  align-content: center;
  padding: ${({ theme }) => theme.fluidSpace.intro} ${({ theme }) => theme.layout.gutter};
  ${media.lg} {
    padding-left: max(${({ theme }) => theme.layout.gutter}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${spacing(8)}));
    padding-right: ${spacing(12)};
  }
  a { letter-spacing: 0.14em; text-transform: uppercase; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Title = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: 1.02;
`;

const Art = styled.div`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img { width: 100%; height: 100%; max-height: 520px; object-fit: cover; object-position: 50% 70%; }
  ${media.lg} { img { max-height: none; } }
`;

export interface HomegoodsHeroProps {
  copy: (typeof homegoodsCopy)['hero'];
  image: DemoImage;
}

/** The shop's home opening: the season's edit beside a full-bleed styled interior. */
export function Hero({ copy, image }: HomegoodsHeroProps) {
  return (
    <Band aria-labelledby="hg-hero-title">
      <div>
        <Copy>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <Title level={1} id="hg-hero-title">
            <Emphasized text={copy.title} />
          </Title>
          <Lead>{copy.lead}</Lead>
          <Actions>
            <ButtonLink to={copy.primary.to} size="lg">
              {copy.primary.label}
            </ButtonLink>
            <ButtonLink to={copy.secondary.to} size="lg" variant="outline">
              {copy.secondary.label}
            </ButtonLink>
          </Actions>
        </Copy>
        <Art>
          <DemoImg image={image} fetchPriority="high" />
        </Art>
      </div>
    </Band>
  );
}
