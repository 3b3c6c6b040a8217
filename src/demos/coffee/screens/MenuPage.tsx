import styled from 'styled-components';
import { Container, PageMeta } from '../../../components';
import { formatPrice } from '../../shared/format';
import { MenuSection } from '../components/MenuSection';
import { Kicker, Lead, PageIntro, PageTitle, Squiggle } from '../components/ui';
import { coffeeBusiness, coffeeMeta, menu, menuPriceRange } from '../data';

const Jump = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1.125rem;
    border-radius: 999px;
    border: 2px solid ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.heading};
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface};
    transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  }
  a:hover { background: ${({ theme }) => theme.colors.inverse}; color: ${({ theme }) => theme.colors.onInverse}; }
`;

const Note = styled.p`
  margin-block: 1rem clamp(3rem, 8vw, 5rem);
  padding: 1.25rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export function MenuPage() {
  return (
    <>
      <PageMeta {...coffeeMeta.menu} siteName={coffeeBusiness.name} />
      <Container>
        <PageIntro>
          <Kicker>Brewed &amp; baked daily</Kicker>
          <PageTitle level={1}>Our Menu</PageTitle>
          <Squiggle />
          <Lead>
            Everything from {formatPrice(menuPriceRange.min)} to {formatPrice(menuPriceRange.max)}. Whole, oat or almond milk at
            no extra charge.
          </Lead>
          <nav aria-label="Menu categories">
            <Jump>
              {menu.map((category) => (
                <li key={category.id}>
                  <a href={`#${category.id}`}>{category.title}</a>
                </li>
              ))}
            </Jump>
          </nav>
        </PageIntro>
        {menu.map((category, index) => (
          <MenuSection key={category.id} category={category} eagerImage={index === 0} />
        ))}
        <Note>Allergies or dietary needs? Ask our baristas: we are happy to tell you what is in everything.</Note>
      </Container>
    </>
  );
}
