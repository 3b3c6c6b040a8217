import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../../components';
import { formatUsd } from '../../../content/format';
import { media } from '../../../theme';
import { BUILT_BY_LABEL, STUDIO_PRICING_PATH } from '../../shared/BuiltByBar';
import { homegoodsBusiness, homegoodsPaths, placeholderLinks, productFacts } from '../data';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverseMuted};
  padding-block: clamp(3rem, 7vw, 4.5rem) 1.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin-bottom: 1rem;
    font-size: 0.6875rem;
    font-weight: 700;
    letter-spacing: 0.24em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.onInverse};
  }
  a { color: ${({ theme }) => theme.colors.onInverse}; text-underline-offset: 4px; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colors.onInverse}; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem 2rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} { grid-template-columns: 1.6fr 1fr 1fr 1fr; }
  > :first-child { grid-column: 1 / -1; ${media.lg} { grid-column: auto; } }
`;

const Brand = styled.p`
  margin-bottom: 0.75rem;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.75rem;
  color: ${({ theme }) => theme.colors.onInverse};
`;

const List = styled.ul`
  display: grid;
  gap: 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Soon = styled.span`
  margin-left: 0.5rem;
  padding: 0.0625rem 0.375rem;
  border: 1px solid rgb(247 244 239 / 0.35);
  font-size: 0.625rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 3rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgb(247 244 239 / 0.15);
`;

/** Shop links, placeholder pages marked "coming soon" (not links), care facts and the studio credit. */
export function HomegoodsFooter() {
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <Brand>{homegoodsBusiness.name}</Brand>
            <p>Small-batch homeware from independent makers, chosen to be used every day and kept for years.</p>
          </div>
          <nav aria-label="Shop">
            <h2>Shop</h2>
            <List>
              <li>
                <Link to={homegoodsPaths.home}>New arrivals</Link>
              </li>
              <li>
                <Link to={homegoodsPaths.shop}>All products</Link>
              </li>
              <li>
                <Link to={homegoodsPaths.sale}>Sale</Link>
              </li>
            </List>
          </nav>
          <div>
            <h2>About</h2>
            <List>
              {placeholderLinks.map((label) => (
                <li key={label}>
                  {label}
                  <Soon>Coming soon</Soon>
                </li>
              ))}
            </List>
          </div>
          <div>
            <h2>Customer care</h2>
            <List>
              <li>
                Ships in {productFacts.shippingDays.min}–{productFacts.shippingDays.max} business days
              </li>
              <li>Free shipping over {formatUsd(productFacts.freeShippingOver)}</li>
            </List>
          </div>
        </Columns>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {homegoodsBusiness.name} A fictional shop.
          </p>
          <p>
            <Link to={STUDIO_PRICING_PATH}>{BUILT_BY_LABEL}</Link>
          </p>
        </Bottom>
      </Container>
    </Foot>
  );
}
