import { ArrowRight, HandHeart, Package, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, Icon, PageMeta } from '../../../components';
import { formatUsd } from '../../../content/format';
import { media } from '../../../theme';
import { homegoodsPalette } from '../brand';
import { ProductGrid } from '../components/ProductGrid';
import { DemoImg } from '../../shared/ui';
import { Band, Lead, Overline, Title } from '../components/ui';
import { homegoodsBusiness, homegoodsMeta, homegoodsPaths, newArrivals, productFacts, saleProducts } from '../data';
import { heroImage } from '../images';

const Hero = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeroGrid = styled.div`
  display: grid;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); min-height: 560px; }
`;

const HeroCopy = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: center;
  justify-items: start;
  padding: clamp(2.5rem, 7vw, 5rem) ${({ theme }) => theme.layout.gutter};
  ${media.lg} { padding-left: max(${({ theme }) => theme.layout.gutter}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + 2rem)); padding-right: 3rem; }
`;

const HeroTitle = styled(Title)`
  font-size: clamp(2.75rem, 1.8rem + 4vw, 4.75rem);
  line-height: 1.02;
  em { font-style: italic; }
`;

const HeroArt = styled.div`
  background: #ebe4d9;
  img { width: 100%; height: 100%; max-height: 520px; object-fit: cover; object-position: 50% 70%; }
  ${media.lg} { img { max-height: none; } }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
  a { letter-spacing: 0.14em; text-transform: uppercase; font-size: 0.8125rem; }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 2.5rem;
`;

const SectionTitle = styled(Title)`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.heading};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-underline-offset: 6px;
`;

const Promises = styled.ul`
  display: grid;
  gap: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  li { display: grid; justify-items: center; gap: 0.625rem; }
  svg { color: ${({ theme }) => theme.colors.heading}; }
  h3 { font-family: ${({ theme }) => theme.fonts.display}; font-size: 1.375rem; font-weight: 400; color: ${({ theme }) => theme.colors.heading}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 18rem; }
`;

const SaleBanner = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  padding: clamp(2rem, 6vw, 4rem);
  background: ${homegoodsPalette.terracotta};
  color: #ffffff;
  --heading-color: #ffffff;
  ${media.md} { grid-template-columns: 1fr auto; align-items: center; }
  > div { display: grid; gap: 0.75rem; }
  p { color: ${homegoodsPalette.blush}; }
`;

const SaleOverline = styled(Overline)`
  && { color: ${homegoodsPalette.blush}; }
`;

const SaleLink = styled(ButtonLink)`
  letter-spacing: 0.14em;
  text-transform: uppercase;
  font-size: 0.8125rem;
  background: ${homegoodsPalette.linen};
  color: ${homegoodsPalette.charcoal};
  &:hover:not(:disabled) { background: #ffffff; }
`;

/** Largest saving in the sale, as a whole percentage. */
const maxSaving = Math.max(
  ...saleProducts.map((product) => Math.round((1 - Number(product.salePrice) / Number(product.price)) * 100)),
);

export function HomePage() {
  return (
    <>
      <PageMeta {...homegoodsMeta.home} siteName={homegoodsBusiness.name} />
      <Hero aria-labelledby="hg-hero-title">
        <HeroGrid>
          <HeroCopy>
            <Overline>The new season edit</Overline>
            <HeroTitle level={1} id="hg-hero-title">
              Made slowly. <em>Loved for years.</em>
            </HeroTitle>
            <Lead>Stoneware, linen, oak and wool from independent makers: simple things, beautifully made, for the rooms you live in.</Lead>
            <Actions>
              <ButtonLink to={homegoodsPaths.shop} size="lg">
                Shop the collection
              </ButtonLink>
              <ButtonLink to={homegoodsPaths.sale} size="lg" variant="outline">
                View sale
              </ButtonLink>
            </Actions>
          </HeroCopy>
          <HeroArt>
            <DemoImg image={heroImage} fetchPriority="high" />
          </HeroArt>
        </HeroGrid>
      </Hero>

      <Band aria-labelledby="hg-new-title">
        <Container>
          <SectionHead>
            <div>
              <Overline>Just landed</Overline>
              <SectionTitle level={2} id="hg-new-title">
                New arrivals
              </SectionTitle>
            </div>
            <ViewAll to={homegoodsPaths.shop}>
              Shop all <Icon icon={ArrowRight} size={16} />
            </ViewAll>
          </SectionHead>
          <ProductGrid products={newArrivals} label="New arrivals" />
        </Container>
      </Band>

      <Band $tone="oat" aria-labelledby="hg-promise-title">
        <Container>
          <h2 id="hg-promise-title" className="visually-hidden">
            Our promise
          </h2>
          <Promises>
            <li>
              <Icon icon={HandHeart} size={30} strokeWidth={1.5} />
              <h3>Made by small makers</h3>
              <p>Every piece comes from an independent studio or workshop we know by name.</p>
            </li>
            <li>
              <Icon icon={Truck} size={30} strokeWidth={1.5} />
              <h3>
                Ships in {productFacts.shippingDays.min}–{productFacts.shippingDays.max} days
              </h3>
              <p>Packed by hand in recycled paper, with no plastic fillers.</p>
            </li>
            <li>
              <Icon icon={Package} size={30} strokeWidth={1.5} />
              <h3>Free shipping over {formatUsd(productFacts.freeShippingOver)}</h3>
              <p>On every order to a US address, however big or small the pieces.</p>
            </li>
          </Promises>
        </Container>
      </Band>

      <Band aria-labelledby="hg-sale-title">
        <Container>
          <SaleBanner>
            <div>
              <SaleOverline>Sale</SaleOverline>
              <SectionTitle level={2} id="hg-sale-title">
                Up to {maxSaving}% off selected pieces
              </SectionTitle>
              <p>Linen and candlelight for less, while stocks last.</p>
            </div>
            <SaleLink to={homegoodsPaths.sale} size="lg">
              Shop the sale
            </SaleLink>
          </SaleBanner>
        </Container>
      </Band>
    </>
  );
}
