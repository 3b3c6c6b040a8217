import { TreePine } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Icon } from '../../../components';
import { media } from '../../../theme';
import { BUILT_BY_LABEL, STUDIO_PRICING_PATH } from '../../shared/BuiltByBar';
import { landscapingPalette } from '../brand';
import { landscapingBusiness, landscapingNav, services } from '../data';
import { BusinessHours } from './BusinessHours';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  padding-block: clamp(2.5rem, 6vw, 4rem) 1.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin-bottom: 0.875rem;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.onInverse};
  }
  a { color: ${({ theme }) => theme.colors.onInverse}; text-underline-offset: 3px; }
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

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgb(255 255 255 / 0.15);
`;

export function LandscapingFooter() {
  return (
    <Foot>
      <Container>
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
          <nav aria-label="Footer">
            <h2>Company</h2>
            <List>
              {landscapingNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <h2>Services</h2>
            <List>
              {services.slice(0, 5).map((service) => (
                <li key={service.id}>{service.name}</li>
              ))}
            </List>
          </div>
          <div>
            <h2>Business hours</h2>
            <BusinessHours tone="dark" />
          </div>
        </Columns>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {landscapingBusiness.name}. A fictional company.
          </p>
          <p>
            <Link to={STUDIO_PRICING_PATH}>{BUILT_BY_LABEL}</Link>
          </p>
        </Bottom>
      </Container>
    </Foot>
  );
}
