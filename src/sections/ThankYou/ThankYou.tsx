import { Check } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../../components';
import type { thankYouCopy } from '../../content';
import { Hero } from '../Hero';

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

/** A success mark with two soft rings. */
const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 5rem;
  height: 5rem;
  margin-bottom: 0.5rem;
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
  max-width: 34rem;
  margin-top: 1.5rem;
  padding: 1.5rem 1.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgb(255 255 255 / 0.8);
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: left;
  h2 {
    margin-bottom: 1rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  ol {
    display: grid;
    gap: 0.875rem;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    display: flex;
    gap: 0.875rem;
    color: ${({ theme }) => theme.colors.text};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: 1.625rem;
    height: 1.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Confirmation after a consultation request: 'Thank You!', when we reply, and the way home. */
export interface ThankYouProps {
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
