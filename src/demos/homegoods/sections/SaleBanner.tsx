import styled from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Section, Text } from '../../../components';
import type { homegoodsCopy } from '../content';
import { focusSurface, media, spacing } from '../../../theme';

const Banner = styled.div`
  display: grid;
  gap: ${spacing(5)};
  justify-items: start;
  padding: ${({ theme }) => theme.fluidSpace.card};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  ${focusSurface('accent')}
  --heading-color: ${({ theme }) => theme.colors.onAccent};
  --text-muted: ${({ theme }) => theme.colors.onInverseAccent};
  --eyebrow-color: ${({ theme }) => theme.colors.onInverseAccent};
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  > div {
    display: grid;
    gap: ${spacing(3)};
  }
  a {
    letter-spacing: 0.14em;
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface SaleBannerProps {
  copy: (typeof homegoodsCopy)['saleBanner'];
}

/** The home page's terracotta sale banner: the largest saving and a link to the sale. */
export function SaleBanner({ copy }: SaleBannerProps) {
  return (
    <Section aria-labelledby="hg-sale-title">
      <Container>
        <Banner>
          <div>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Heading level={2} id="hg-sale-title">
              {copy.title}
            </Heading>
            <Text tone="muted">{copy.text}</Text>
          </div>
          <ButtonLink to={copy.link.to} size="lg" variant="inverse">
            {copy.link.label}
          </ButtonLink>
        </Banner>
      </Container>
    </Section>
  );
}
