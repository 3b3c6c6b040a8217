import { TreePine } from 'lucide-react';
import styled from 'styled-components';
import { Icon } from '../../../components';
import { media } from '../../../theme';
import { DemoFooter, FooterList, FooterNav } from '../../shared/DemoFooter';
import { landscapingPalette } from '../brand';
import { landscapingBusiness, landscapingNav, services } from '../data';
import { BusinessHours } from './BusinessHours';

const Foot = styled(DemoFooter)`
  padding-block: clamp(2.5rem, 6vw, 4rem) 1.5rem;
  --footer-rule: rgb(255 255 255 / 0.15);
  h2 {
    margin-bottom: 0.875rem;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  a { text-underline-offset: 3px; }
  a:hover { color: ${landscapingPalette.lime}; }
  a:focus-visible { outline-color: ${landscapingPalette.lime}; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: 1.3fr 1fr 1fr 1.2fr; }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.375rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  line-height: 1.1;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onInverse};
  svg { color: ${landscapingPalette.lime}; }
`;

export function LandscapingFooter() {
  return (
    <Foot legal={<>{landscapingBusiness.name}. A fictional company.</>}>
      <Columns>
        <div>
          <Brand>
            <Icon icon={TreePine} size={24} /> {landscapingBusiness.name}
          </Brand>
          <p>
            Family-owned since {landscapingBusiness.founded}, serving the {landscapingBusiness.area}.
          </p>
          <p>
            {landscapingBusiness.street}, {landscapingBusiness.city}
          </p>
          <p>{landscapingBusiness.phone}</p>
        </div>
        <FooterNav title="Company" items={landscapingNav} />
        <div>
          <h2>Services</h2>
          <FooterList>
            {services.slice(0, 5).map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
          </FooterList>
        </div>
        <div>
          <h2>Business hours</h2>
          <BusinessHours tone="dark" />
        </div>
      </Columns>
    </Foot>
  );
}
