import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pagePaths } from '#contract/routes.ts';
import { Icon } from '../../components';
import { STUDIO_NAME } from '../../config/site';
import { focusSurface, spacing, theme as studioTheme } from '../../theme';

/** Where every demo sends its visitors: the studio's services and prices. */
export const STUDIO_PRICING_PATH = pagePaths.services;
const BUILT_BY = `Built by ${STUDIO_NAME}`;
const SEE_PRICING = 'see pricing';
export const BUILT_BY_LABEL = `${BUILT_BY} — ${SEE_PRICING}`;

const Bar = styled.aside`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  ${focusSurface('inverse')}
  /* The studio's own voice and face on every demo. */
  font-family: ${studioTheme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${spacing(1, 3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${spacing(2)} ${({ theme }) => theme.layout.gutter};
  text-align: center;
`;

const Note = styled.span`
  display: none;
  @media (min-width: 640px) {
    display: inline;
  }
`;

const Tag = styled.span`
  display: inline-block;
  padding: 0.0625rem ${spacing(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const CreditLink = styled(Link)`
  color: ${({ theme }) => theme.colors.onInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 3px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** "see pricing" and its arrow never part: on a narrow phone they wrap together. */
const LastWords = styled.span`
  white-space: nowrap;
  > svg {
    display: inline-block;
    margin-left: ${spacing(1.5)};
    vertical-align: -0.125em;
  }
`;

/**
 * The persistent strip at the top of every demo page: says it is a demo and links back to
 * the studio's services and pricing.
 */
export function BuiltByBar() {
  return (
    <Bar aria-label="About this demo">
      <Inner>
        <Tag>Demo site</Tag>
        <Note>A sample website for a fictional business.</Note>
        <CreditLink to={STUDIO_PRICING_PATH}>
          {BUILT_BY} —{' '}
          <LastWords>
            {SEE_PRICING}
            <Icon icon={ArrowRight} size={14} />
          </LastWords>
        </CreditLink>
      </Inner>
    </Bar>
  );
}
