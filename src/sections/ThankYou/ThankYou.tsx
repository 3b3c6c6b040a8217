import { Check } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../../components';
import type { thankYouCopy } from '../../content';
import { Hero } from '../Hero';
import { spacing } from '../../theme';

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

/** A success mark with two soft rings. */
const Mark = styled.span`
  display: grid;
  place-items: center;
  width: ${spacing(20)};
  height: ${spacing(20)};
  margin-bottom: ${spacing(2)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow:
    0 0 0 10px color-mix(in srgb, ${({ theme }) => theme.colors.success} 14%, transparent),
    0 0 0 22px color-mix(in srgb, ${({ theme }) => theme.colors.success} 7%, transparent),
    ${({ theme }) => theme.shadows.lg};
  animation: ${pop} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing} both;
`;

const Next = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.measures.text};
  margin-top: ${spacing(6)};
  padding: ${spacing(6, 7)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgb(255 255 255 / 0.8);
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: left;
  h2 {
    margin-bottom: ${spacing(4)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  ol {
    display: grid;
    gap: ${spacing(3.5)};
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    display: flex;
    gap: ${spacing(3.5)};
    color: ${({ theme }) => theme.colors.text};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: ${spacing(6.5)};
    height: ${spacing(6.5)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Confirmation after a consultation request: 'Thank You!', when we reply, and the way home. */
export interface ThankYouProps {
  /** The headline, its actions and the list of what happens next. */
  copy: typeof thankYouCopy;
}

export function ThankYou({ copy }: ThankYouProps) {
  const { hero, nextTitle, nextSteps } = copy;
  return (
    <Hero
      variant="status"
      {...hero}
      visual={
        <Mark>
          <Icon icon={Check} size={40} strokeWidth={3} />
        </Mark>
      }
    >
      <Next>
        <h2>{nextTitle}</h2>
        <ol>
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Next>
    </Hero>
  );
}
