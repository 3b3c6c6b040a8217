import styled from 'styled-components';
import type { NavItem } from '../../../content';
import type { HoursRow } from '../../shared/content/types';
import type { coffeeCopy } from '../content';
import { media, spacing } from '../../../theme';
import { DemoFooter, FooterNav } from '../../shared/DemoFooter';
import { HoursList } from '../../shared/HoursList';

const Grid = styled.div`
  display: grid;
  gap: ${spacing(8)};
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const Name = styled.p`
  margin-bottom: ${spacing(2)};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-style: italic;
  font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
  color: ${({ theme }) => theme.colors.onInverse};
`;

export interface CoffeeFooterProps {
  name: string;
  copy: (typeof coffeeCopy)['footer'];
  hours: readonly HoursRow[];
  nav: readonly NavItem[];
}

/** Address and contact, opening hours and the pages. */
export function Footer({ name, copy, hours, nav }: CoffeeFooterProps) {
  return (
    <DemoFooter legal={copy.legal}>
      <Grid>
        <div>
          <Name>{name}</Name>
          <p>{copy.address}</p>
          <p>{copy.contact}</p>
        </div>
        <div>
          <h2>{copy.hoursTitle}</h2>
          <HoursList rows={hours} tone="dark" />
        </div>
        <FooterNav title={copy.navTitle} items={nav} />
      </Grid>
    </DemoFooter>
  );
}
