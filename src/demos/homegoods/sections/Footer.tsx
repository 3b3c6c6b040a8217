import styled from 'styled-components';
import type { homegoodsCopy } from '../content';
import { media, spacing } from '../../../theme';
import { DemoFooter, FooterList, FooterNav } from '../../shared/DemoFooter';

const Columns = styled.div`
  display: grid;
  gap: ${spacing(10, 8)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
  }
  > :first-child {
    grid-column: 1 / -1;
    ${media.lg} {
      grid-column: auto;
    }
  }
`;

const Brand = styled.p`
  margin-bottom: ${spacing(3)};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.onInverse};
`;

/** A page name and its tag: the tag wraps onto its own line as a whole, never split inside. */
const SoonItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(1, 2)};
`;

const Soon = styled.span`
  white-space: nowrap;
  padding: ${spacing(0.5, 1.5)};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.onInverse} 35%, transparent);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export interface HomegoodsFooterProps {
  name: string;
  copy: (typeof homegoodsCopy)['footer'];
}

/** Shop links, placeholder pages marked "coming soon" (not links), care facts and the studio credit. */
export function Footer({ name, copy }: HomegoodsFooterProps) {
  return (
    <DemoFooter legal={copy.legal} headings="caps">
      <Columns>
        <div>
          <Brand>{name}</Brand>
          <p>{copy.about}</p>
        </div>
        <FooterNav title={copy.shopTitle} label={copy.shopTitle} items={copy.shopLinks} />
        <div>
          <h2>{copy.aboutTitle}</h2>
          <FooterList>
            {copy.placeholderLinks.map((label) => (
              <SoonItem key={label}>
                {label}
                <Soon>{copy.soon}</Soon>
              </SoonItem>
            ))}
          </FooterList>
        </div>
        <div>
          <h2>{copy.careTitle}</h2>
          <FooterList>
            {copy.care.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </FooterList>
        </div>
      </Columns>
    </DemoFooter>
  );
}
