import styled from 'styled-components';
import { Container, Section, SectionHeader, type SectionTone } from '../../components';
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
    <Section tone={tone} aria-labelledby="packages-title">
      <Container>
        <SectionHeader id="packages-title" {...servicesCopy.packages.section} />
        <Grid>
          {plans.map((plan) => (
            <li key={plan.planId}>
              <PackageCard plan={plan} />
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
