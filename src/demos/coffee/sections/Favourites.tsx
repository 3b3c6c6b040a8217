import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink, Container, Eyebrow, Heading, Icon, Section } from '../../../components';
import { formatUsd } from '../../../content/format';
import type { MenuItem, coffeeCopy } from '../content';
import { media, spacing } from '../../../theme';
import { bareList, SectionHead } from '../../shared/ui';

const Cards = styled.ul`
  display: grid;
  gap: ${spacing(4)};
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${spacing(6)};
  }
  > li {
    display: grid;
    gap: ${spacing(2)};
    align-content: start;
    padding: ${spacing(7)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    border: 2px solid ${({ theme }) => theme.colors.inverse};
    box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.inverse};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:last-child {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.typeStyles.heading.weight};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface FavouritesProps {
  /** The band's eyebrow, title and menu link (from the demo's content). */
  copy: (typeof coffeeCopy)['favourites'];
  /** The favourite drinks and bakes shown as cards. */
  items: readonly MenuItem[];
}

/** The home page's house favourites: three menu items with their prices and a link to the full menu. */
export function Favourites({ copy, items }: FavouritesProps) {
  return (
    <Section aria-labelledby="coffee-favourites-title">
      <Container>
        <SectionHead>
          <div>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Heading level={2} id="coffee-favourites-title">
              {copy.title}
            </Heading>
          </div>
          <ButtonLink to={copy.link.to} variant="ghost">
            {copy.link.label} <Icon icon={ArrowRight} size={18} />
          </ButtonLink>
        </SectionHead>
        <Cards>
          {items.map((item) => (
            <li key={item.name}>
              <h3>{item.name}</h3>
              <p>{item.description}</p>
              <p>{formatUsd(item.price, { cents: true })}</p>
            </li>
          ))}
        </Cards>
      </Container>
    </Section>
  );
}
