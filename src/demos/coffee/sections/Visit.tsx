import styled from 'styled-components';
import { ButtonLink, Container, Emphasized, Heading, Section, Text } from '../../../components';
import type { HoursRow } from '../../shared/content/types';
import type { coffeeCopy } from '../content';
import { media, spacing } from '../../../theme';
import { HoursList } from '../../shared/HoursList';
import { Stack } from '../../shared/ui';

const Grid = styled.div`
  display: grid;
  gap: ${spacing(8)};
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
  }
`;

const Title = styled(Heading)`
  em {
    font-style: italic;
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
`;

const HoursCard = styled.div`
  display: grid;
  gap: ${spacing(4)};
  padding: ${spacing(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.inverse} 14%, transparent);
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.onInverse} 25%, transparent);
  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
`;

export interface VisitProps {
  /** Title, address, the action and the hours heading. */
  copy: (typeof coffeeCopy)['visit'];
  /** Opening hours, one row per day or range of days. */
  hours: readonly HoursRow[];
}

/** The home page's closing band: address, a way to get in touch and the opening hours. */
export function Visit({ copy, hours }: VisitProps) {
  return (
    <Section tone="accent" aria-labelledby="coffee-visit-title">
      <Container>
        <Grid>
          <Stack>
            <Title level={2} id="coffee-visit-title">
              <Emphasized text={copy.title} />
            </Title>
            <Text tone="inherit">{copy.address}</Text>
            <ButtonLink to={copy.action.to} variant="inverse" size="lg">
              {copy.action.label}
            </ButtonLink>
          </Stack>
          <HoursCard>
            <h3>{copy.hoursTitle}</h3>
            <HoursList rows={hours} tone="dark" />
          </HoursCard>
        </Grid>
      </Container>
    </Section>
  );
}
