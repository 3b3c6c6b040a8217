import styled from 'styled-components';
import { HeadedSection, type HeadedBandProps } from '../../components';
import type { PackagePlan } from '../../content';
import { media, spacing } from '../../theme';
import { PackageCard, type PackageCardCopy } from '../PackageCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${spacing(8)};
  max-width: ${({ theme }) => theme.measures.text};
  margin: 0 auto;
  padding: ${spacing(4, 0, 0)};
  list-style: none;
  ${media.lg} {
    max-width: none;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${spacing(6)};
    align-items: stretch;
  }
`;

export interface PackageGridProps extends HeadedBandProps {
  /** The packages, one card each. */
  plans: readonly PackagePlan[];
  /** The cards' fixed words (badge, price labels, action). */
  card: PackageCardCopy;
  /** Where each card's button books its plan. */
  hrefFor: (plan: PackagePlan) => string;
}

/** Services: the three package cards side by side. */
export function PackageGrid({ header, plans, card, hrefFor, tone = 'default' }: PackageGridProps) {
  return (
    <HeadedSection id="packages-title" header={header} tone={tone}>
      <Grid>
        {plans.map((plan) => (
          <li key={plan.planId}>
            <PackageCard plan={plan} copy={card} href={hrefFor(plan)} />
          </li>
        ))}
      </Grid>
    </HeadedSection>
  );
}
