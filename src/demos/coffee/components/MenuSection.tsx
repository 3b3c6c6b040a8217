import styled from 'styled-components';
import { media } from '../../../theme';
import { formatPrice } from '../../shared/format';
import type { MenuCategory } from '../data';
import { categoryImages } from '../images';
import { DemoImg } from '../../shared/ui';

const Section = styled.section`
  display: grid;
  gap: clamp(1.5rem, 4vw, 3rem);
  padding-block: clamp(2rem, 5vw, 3rem);
  scroll-margin-top: 1rem;
  & + & { border-top: 2px dashed ${({ theme }) => theme.colors.border}; }
  ${media.md} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); align-items: start; }
`;

const Aside = styled.div`
  display: grid;
  gap: 1rem;
  ${media.md} { position: sticky; top: 1.5rem; }
`;

const Figure = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 3px solid ${({ theme }) => theme.colors.inverse};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.inverse};
  max-width: 420px;
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 650;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.heading};
`;

const Blurb = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 30rem;
`;

const Items = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 1rem 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.25rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const Leader = styled.span`
  flex: 1;
  min-width: 1.5rem;
  border-bottom: 2px dotted ${({ theme }) => theme.colors.textMuted};
  opacity: 0.5;
  transform: translateY(-0.3em);
`;

const Price = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.125rem 0.625rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;

export interface MenuSectionProps {
  category: MenuCategory;
  /** The first section's image is above the fold on mobile. */
  eagerImage?: boolean;
}

/** One menu category: illustration, heading, blurb and its items with prices. */
export function MenuSection({ category, eagerImage = false }: MenuSectionProps) {
  const image = categoryImages[category.id];
  const headingId = `menu-${category.id}-heading`;
  return (
    <Section id={category.id} aria-labelledby={headingId}>
      <Aside>
        <Heading id={headingId}>{category.title}</Heading>
        <Blurb>{category.blurb}</Blurb>
        <Figure>
          <DemoImg image={image} loading={eagerImage ? 'eager' : 'lazy'} decoding="async" />
        </Figure>
      </Aside>
      <Items>
        {category.items.map((item) => (
          <Item key={item.name}>
            <Row>
              <Name>{item.name}</Name>
              <Leader aria-hidden="true" />
              <Price>{formatPrice(item.price)}</Price>
            </Row>
            <Description>{item.description}</Description>
            {item.tags && (
              <Tags aria-label="Labels">
                {item.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Tags>
            )}
          </Item>
        ))}
      </Items>
    </Section>
  );
}
