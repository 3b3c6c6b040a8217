import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text, type SectionTone } from '../../components';
import type { CtaCopy } from '../../content';
import { fluidSpacing, focusSurface, media, spacing } from '../../theme';

const Panel = styled.div`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  justify-items: center;
  gap: ${spacing(4)};
  padding: clamp(2.75rem, 7vw, ${spacing(18)}) ${fluidSpacing(6, 6, 16)};
  border-radius: ${({ theme }) => theme.radii.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.primaryHover},
      ${({ theme }) => theme.colors.primary} 55%,
      ${({ theme }) => theme.colors.accent}
    )
    ${({ theme }) => theme.colors.primary};
  ${focusSurface('primary')}
  box-shadow: ${({ theme }) => theme.shadows.lg};
  --heading-color: ${({ theme }) => theme.colors.onPrimary};
  --text-muted: rgb(255 255 255 / 0.9);
  --eyebrow-color: ${({ theme }) => theme.colors.onPrimary};

  /* Soft light from the corners and a ring: depth without images. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    border-radius: 50%;
    pointer-events: none;
  }
  &::before {
    width: 28rem;
    height: 28rem;
    top: -14rem;
    right: -8rem;
    background: radial-gradient(closest-side, rgb(255 255 255 / 0.22), transparent);
  }
  &::after {
    width: 22rem;
    height: 22rem;
    bottom: -13rem;
    left: -6rem;
    border: 1px solid rgb(255 255 255 / 0.18);
    box-shadow:
      0 0 0 3rem rgb(255 255 255 / 0.04),
      0 0 0 6rem rgb(255 255 255 / 0.03);
  }
`;

const Lead = styled(Text)`
  max-width: ${({ theme }) => theme.measures.column};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${spacing(3)};
  width: 100%;
  max-width: 24rem;
  margin-top: ${spacing(4)};
  /* Phones: full-width buttons, stacked; side by side from 480 px. */
  & > a {
    flex: 1 1 ${({ theme }) => theme.measures.action};
  }
  ${media.sm} {
    max-width: none;
    & > a {
      flex: 0 0 auto;
    }
  }
`;

/** A light outline button for the brand gradient. */
const GhostLink = styled(ButtonLink)`
  && {
    background: rgb(255 255 255 / 0.08);
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: rgb(255 255 255 / 0.55);
  }
  &&:hover {
    background: rgb(255 255 255 / 0.16);
    border-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export interface CtaProps extends CtaCopy {
  /** id of the heading, for the section's aria-labelledby. */
  id?: string;
  /** The band's background: the brand colour or the dark band. */
  tone?: SectionTone;
}

/** Closing call to action: a heading, a sentence and one or two links on the brand gradient. */
export function Cta({ id = 'cta-title', tone = 'default', eyebrow, title, text, primary, secondary }: CtaProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container>
        <Panel>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={2} id={id} align="center">
            {title}
          </Heading>
          <Lead size="lg" tone="muted" align="center">
            {text}
          </Lead>
          <Actions>
            <ButtonLink to={primary.to} variant="inverse" size="lg">
              {primary.label}
              <Icon icon={ArrowRight} size={18} />
            </ButtonLink>
            {secondary && (
              <GhostLink to={secondary.to} variant="outline" size="lg">
                {secondary.label}
              </GhostLink>
            )}
          </Actions>
        </Panel>
      </Container>
    </Section>
  );
}
