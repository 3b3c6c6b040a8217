import { TreePine } from 'lucide-react';
import styled from 'styled-components';
import { Icon } from '../../../components';
import type { NavItem } from '../../../content';
import type { HoursRow } from '../../shared/content/types';
import type { landscapingCopy } from '../content';
import { media, spacing } from '../../../theme';
import { DemoFooter, FooterList, FooterNav } from '../../shared/DemoFooter';
import { HoursList } from '../../shared/HoursList';

const Columns = styled.div`
  display: grid;
  gap: ${spacing(8)};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 1.3fr 1fr 1fr 1.2fr;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${spacing(2)};
  margin-bottom: ${spacing(3)};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 800;
  letter-spacing: 0.02em;
  line-height: 1.1;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onInverse};
  svg {
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
`;

export interface LandscapingFooterProps {
  name: string;
  copy: (typeof landscapingCopy)['footer'];
  nav: readonly NavItem[];
  services: readonly string[];
  hours: readonly HoursRow[];
}

/** About, company pages, the main services and the business hours. */
export function Footer({ name, copy, nav, services, hours }: LandscapingFooterProps) {
  return (
    <DemoFooter legal={copy.legal} headings="caps">
      <Columns>
        <div>
          <Brand>
            <Icon icon={TreePine} size={24} /> {name}
          </Brand>
          <p>{copy.about}</p>
          <p>{copy.address}</p>
          <p>{copy.phone}</p>
        </div>
        <FooterNav title={copy.navTitle} items={nav} />
        <div>
          <h2>{copy.servicesTitle}</h2>
          <FooterList>
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </FooterList>
        </div>
        <div>
          <h2>{copy.hoursTitle}</h2>
          <HoursList rows={hours} tone="dark" ruled />
        </div>
      </Columns>
    </DemoFooter>
  );
}
