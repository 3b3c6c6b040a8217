import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Emphasized, Eyebrow, Heading, Lead } from '../../../components';
import type { PageIntroCopy } from '../content/types';
import { focusRingColor, spacing } from '../../../theme';

export type PageIntroTone = 'plain' | 'inverse';

const Band = styled.div<{ $tone: PageIntroTone }>`
  padding-block: ${({ theme }) => theme.fluidSpace.intro} ${({ theme }) => theme.fluidSpace.block};
  ${({ $tone, theme }) =>
    $tone === 'inverse' &&
    css`
      padding-block: ${theme.fluidSpace.intro};
      background:
        linear-gradient(180deg, transparent 60%, color-mix(in srgb, ${theme.colors.inverse} 25%, transparent)), ${theme.colors.inverse};
      border-bottom: 6px solid ${theme.colors.highlight};
      --heading-color: ${theme.colors.onInverse};
      --text-muted: ${theme.colors.onInverseMuted};
      --eyebrow-color: ${theme.colors.onInverseAccent};
      --focus-ring: ${focusRingColor(theme, 'inverse')};
    `}
`;

const Inner = styled.div<{ $center: boolean }>`
  display: grid;
  gap: ${spacing(4)};
  justify-items: ${({ $center }) => ($center ? 'center' : 'start')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
`;

const Title = styled(Heading)<{ $center: boolean }>`
  max-width: calc(${({ $center }) => ($center ? 18 : 20)} * ${({ theme }) => theme.fonts.displayCh});
  em {
    font-style: italic;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface PageIntroProps {
  /** Eyebrow, the page's headline (its h1) and the lead. */
  copy: PageIntroCopy;
  /** 'inverse': a dark band with the brand's highlight rule under it. */
  tone?: PageIntroTone;
  /** Centred or left-aligned. */
  align?: 'left' | 'center';
  /** Drawn between the title and the lead (a brand flourish). */
  ornament?: ReactNode;
  /** Under the lead: a jump menu, actions. */
  children?: ReactNode;
}

/** The opening of an inner page: eyebrow, the page's h1 and a lead. */
export function PageIntro({ copy, tone = 'plain', align = 'center', ornament, children }: PageIntroProps) {
  const center = align === 'center';
  return (
    <Band $tone={tone}>
      <Container>
        <Inner $center={center}>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <Title level={1} align={align} $center={center}>
            <Emphasized text={copy.title} />
          </Title>
          {ornament}
          {copy.lead && <Lead align={align}>{copy.lead}</Lead>}
          {children}
        </Inner>
      </Container>
    </Band>
  );
}
