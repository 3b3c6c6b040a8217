import styled from 'styled-components';
import { HeadedSection, type HeadedBandProps, Heading, IconTile, Text, featureCardSurface, iconTileToneAt } from '../../components';
import type { ProcessStep } from '../../content';
import { media, spacing } from '../../theme';

const Steps = styled.ol`
  position: relative;
  display: grid;
  gap: ${spacing(5)};
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${spacing(6)};
    /* A dashed line joining the steps. */
    &::before {
      content: '';
      position: absolute;
      top: 3.75rem;
      left: 12%;
      right: 12%;
      border-top: 2px dashed color-mix(in srgb, ${({ theme }) => theme.colors.primary} 30%, transparent);
    }
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${spacing(3)};
  padding: ${spacing(7)};
  ${featureCardSurface}
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${spacing(2)};
`;

/** The big step number is decorative: the ordered list already announces it. */
const Number = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  line-height: 1;
  letter-spacing: -0.04em;
  color: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 65%, ${({ theme }) => theme.colors.surface});
`;

export interface ProcessStepsProps extends HeadedBandProps {
  /** The steps in order: title and a sentence each. */
  steps: readonly ProcessStep[];
}

/** Package examples: Discovery, Design, Development, Launch & Support. */
export function ProcessSteps({ header, steps, tone = 'alt' }: ProcessStepsProps) {
  return (
    <HeadedSection id="process-title" header={header} tone={tone}>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.title}>
            <Top>
              <IconTile icon={step.icon} tone={iconTileToneAt(index)} size="lg" />
              <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
            </Top>
            <Heading level={3}>{step.title}</Heading>
            <Text tone="muted">{step.description}</Text>
          </Step>
        ))}
      </Steps>
    </HeadedSection>
  );
}
