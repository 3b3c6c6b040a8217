import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../../components';
import { media } from '../../../theme';
import { BUILT_BY_LABEL, STUDIO_PRICING_PATH } from '../../shared/BuiltByBar';
import { coffeeBusiness, coffeeHours, coffeeNav } from '../data';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  padding-block: clamp(2.5rem, 6vw, 4rem) 1.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin-bottom: 0.75rem;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.onInverse};
  }
  a { color: ${({ theme }) => theme.colors.onInverse}; text-underline-offset: 3px; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colors.highlight}; }
`;

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: 1.4fr 1fr 1fr; }
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.75rem;
  font-style: italic;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onInverse};
  margin-bottom: 0.5rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hours = styled.dl`
  display: grid;
  gap: 0.5rem;
  dt { color: ${({ theme }) => theme.colors.onInverse}; font-weight: 600; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgb(251 246 238 / 0.18);
`;

export function CoffeeFooter() {
  return (
    <Foot>
      <Container>
        <Grid>
          <div>
            <Name>{coffeeBusiness.name}</Name>
            <p>
              {coffeeBusiness.street}, {coffeeBusiness.city}
            </p>
            <p>
              {coffeeBusiness.phone} · {coffeeBusiness.email}
            </p>
          </div>
          <div>
            <h2>Opening hours</h2>
            <Hours>
              {coffeeHours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </Hours>
          </div>
          <nav aria-label="Footer">
            <h2>Explore</h2>
            <List>
              {coffeeNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </List>
          </nav>
        </Grid>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {coffeeBusiness.name}. A fictional café.
          </p>
          <p>
            <Link to={STUDIO_PRICING_PATH}>{BUILT_BY_LABEL}</Link>
          </p>
        </Bottom>
      </Container>
    </Foot>
  );
}
