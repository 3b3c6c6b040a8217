import { Compass } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Container, Heading, IconTile, Section, Text, type SectionTone } from '../../components';
import type { servicesCopy } from '../../content';
import { media, spacing } from '../../theme';

const Banner = styled.div`
  display: grid;
  gap: ${spacing(6)};
  justify-items: start;
  padding: ${({ theme }) => theme.fluidSpace.panel};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, transparent);
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(30rem 12rem at 100% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.accent} 10%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.primarySoft};
  ${media.md} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${spacing(8)};
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${spacing(2)};
  max-width: 40rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3)};
  & > a + a {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface NotSurePromptProps {
  /** Title, text and the two actions. */
  copy: (typeof servicesCopy)['notSure'];
  /** The band's background: page, alternate or dark. */
  tone?: SectionTone;
  /** Drop the top padding to tuck the prompt under the section above (the package grid). */
  flush?: boolean;
}

const Band = styled(Section)<{ $flush: boolean }>`
  && {
    ${({ $flush }) => $flush && 'padding-top: 0;'}
  }
`;

/** Services: "Not Sure What's Right for You?", pointing to the package examples. */
export function NotSurePrompt({ copy, tone = 'default', flush = false }: NotSurePromptProps) {
  const { title, text, primary, secondary } = copy;
  return (
    <Band tone={tone} compact $flush={flush} aria-labelledby="not-sure-title">
      <Container>
        <Banner>
          <IconTile icon={Compass} tone="solid" size="lg" />
          <Copy>
            <Heading level={2} size="2xl" id="not-sure-title">
              {title}
            </Heading>
            <Text tone="muted">{text}</Text>
          </Copy>
          <Actions>
            <ButtonLink to={primary.to}>{primary.label}</ButtonLink>
            <ButtonLink to={secondary.to} variant="outline">
              {secondary.label}
            </ButtonLink>
          </Actions>
        </Banner>
      </Container>
    </Band>
  );
}
