import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { Container, Heading, Icon, Lead, Section } from '../../../components';
import type { HoursRow } from '../../shared/content/types';
import type { landscapingCopy } from '../content';
import { media, spacing } from '../../../theme';
import { HoursList } from '../../shared/HoursList';
import { Stack } from '../../shared/ui';
import { DemoButtonLink } from '../../shared/DemoButtonLink';

const Card = styled.div`
  display: grid;
  gap: ${spacing(8)};
  padding: ${({ theme }) => theme.fluidSpace.card};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.md} {
    grid-template-columns: 1.3fr 1fr;
    align-items: center;
    gap: ${spacing(12)};
  }
  h3 {
    margin-bottom: ${spacing(1)};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

export interface HomeCtaProps {
  /** Title, lead, the estimate action and the hours heading. */
  copy: (typeof landscapingCopy)['homeCta'];
  /** Business hours, one row per day or range of days. */
  hours: readonly HoursRow[];
}

/** The home page's closing card: an invitation to ask for an estimate, beside the business hours. */
export function HomeCta({ copy, hours }: HomeCtaProps) {
  return (
    <Section aria-labelledby="ls-cta-title">
      <Container>
        <Card>
          <Stack>
            <Heading level={2} id="ls-cta-title">
              {copy.title}
            </Heading>
            <Lead>{copy.lead}</Lead>
            <DemoButtonLink to={copy.action.to} variant="highlight" size="lg">
              {copy.action.label} <Icon icon={ArrowRight} size={18} />
            </DemoButtonLink>
          </Stack>
          <div>
            <h3>{copy.hoursTitle}</h3>
            <HoursList rows={hours} ruled />
          </div>
        </Card>
      </Container>
    </Section>
  );
}
