import styled from 'styled-components';
import { media } from '../../../theme';
import { DemoFooter, FooterNav } from '../../shared/DemoFooter';
import { HoursList } from '../../shared/HoursList';
import { coffeeBusiness, coffeeHours, coffeeNav } from '../data';

const Foot = styled(DemoFooter)`
  padding-block: clamp(2.5rem, 6vw, 4rem) 1.5rem;
  --footer-rule: rgb(251 246 238 / 0.18);
  h2 {
    margin-bottom: 0.75rem;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.125rem;
    font-weight: 600;
  }
  a { text-underline-offset: 3px; }
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

const Hours = styled(HoursList)`
  display: grid;
  gap: 0.5rem;
  dt { color: ${({ theme }) => theme.colors.onInverse}; font-weight: 600; }
`;

export function CoffeeFooter() {
  return (
    <Foot legal={<>{coffeeBusiness.name}. A fictional café.</>}>
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
          <Hours rows={coffeeHours} />
        </div>
        <FooterNav title="Explore" items={coffeeNav} />
      </Grid>
    </Foot>
  );
}
