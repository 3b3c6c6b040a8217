import styled from 'styled-components';
import { HeadedSection, type SectionTone } from '../../components';
import { packagePlans, servicesCopy, type PackagePlan } from '../../content';
import { media } from '../../theme';
import { PackageCard } from '../PackageCard';

const Grid = styled.ul`
  display: grid;
  gap: 2rem;
  max-width: 34rem;
  margin: 0 auto;
  padding: 1rem 0 0;
  list-style: none;
  ${media.lg} {
    max-width: none;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.5rem;
    align-items: stretch;
  }
`;

export interface PackageGridProps {
  plans?: PackagePlan[];
  tone?: SectionTone;
}

/** Services: the three package cards side by side. */
export function PackageGrid({ plans = packagePlans, tone = 'default' }: PackageGridProps) {
  return (
    <HeadedSection id="packages-title" header={servicesCopy.packages.section} tone={tone}>
      <Grid>
          {plans.map((plan) => (
            <li key={plan.planId}>
              <PackageCard plan={plan} />
            </li>
          ))}
      </Grid>
    </HeadedSection>
  );
}
