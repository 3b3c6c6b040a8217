import styled from 'styled-components';
import { formatUsd } from '../../../content/format';
import { media } from '../../../theme';
import { DemoFooter, FooterList, FooterNav } from '../../shared/DemoFooter';
import { homegoodsBusiness, homegoodsPaths, placeholderLinks, productFacts } from '../data';

const Foot = styled(DemoFooter)`
  padding-block: clamp(3rem, 7vw, 4.5rem) 1.5rem;
  --footer-bottom-gap: 3rem;
  --footer-rule: rgb(247 244 239 / 0.15);
  h2 {
    margin-bottom: 1rem;
    font-size: 0.6875rem;
    font-weight: 700;
    letter-spacing: 0.24em;
    text-transform: uppercase;
  }
  a { text-underline-offset: 4px; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colors.onInverse}; }
  ${FooterList} { gap: 0.625rem; }
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

const Soon = styled.span`
  margin-left: 0.5rem;
  padding: 0.0625rem 0.375rem;
  border: 1px solid rgb(247 244 239 / 0.35);
  font-size: 0.625rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const shopLinks = [
  { label: 'New arrivals', to: homegoodsPaths.home },
  { label: 'All products', to: homegoodsPaths.shop },
  { label: 'Sale', to: homegoodsPaths.sale },
] as const;

/** Shop links, placeholder pages marked "coming soon" (not links), care facts and the studio credit. */
export function HomegoodsFooter() {
  return (
    <Foot legal={<>{homegoodsBusiness.name} A fictional shop.</>}>
      <Columns>
        <div>
          <Brand>{homegoodsBusiness.name}</Brand>
          <p>Small-batch homeware from independent makers, chosen to be used every day and kept for years.</p>
        </div>
        <FooterNav title="Shop" label="Shop" items={shopLinks} />
        <div>
          <h2>About</h2>
          <FooterList>
            {placeholderLinks.map((label) => (
              <li key={label}>
                {label}
                <Soon>Coming soon</Soon>
              </li>
            ))}
          </FooterList>
        </div>
        <div>
          <h2>Customer care</h2>
          <FooterList>
            <li>
              Ships in {productFacts.shippingDays.min}–{productFacts.shippingDays.max} business days
            </li>
            <li>Free shipping over {formatUsd(productFacts.freeShippingOver)}</li>
          </FooterList>
        </div>
      </Columns>
    </Foot>
  );
}
