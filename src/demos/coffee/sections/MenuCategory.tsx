import styled from 'styled-components';
import { Heading, Text } from '../../../components';
import type { MenuCategory as Category } from '../content';
import { media, spacing } from '../../../theme';
import { DemoImg, type DemoImage } from '../../shared/ui';
import { MenuItems } from './MenuItems';

const Band = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.fluidSpace.gap};
  padding-block: ${({ theme }) => theme.fluidSpace.block};
  scroll-margin-top: ${spacing(4)};
  & + & {
    border-top: 2px dashed ${({ theme }) => theme.colors.border};
  }
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${spacing(4)};
  ${media.md} {
    position: sticky;
    top: ${spacing(6)};
  }
`;

const Figure = styled.div`
  overflow: hidden;
  max-width: 420px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 3px solid ${({ theme }) => theme.colors.inverse};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.inverse};
`;

export interface MenuCategoryProps {
  category: Category;
  image: DemoImage;
  /** Accessible name of each item's list of labels ("Vegan", "House favourite"). */
  tagsLabel: string;
  /** The first category's image is above the fold on mobile. */
  eagerImage?: boolean;
}

/** One menu category: heading, blurb, illustration and its items with prices. */
export function MenuCategory({ category, image, tagsLabel, eagerImage = false }: MenuCategoryProps) {
  const headingId = `menu-${category.id}-heading`;
  return (
    <Band id={category.id} aria-labelledby={headingId}>
      <Aside>
        <Heading level={2} size="3xl" id={headingId}>
          {category.title}
        </Heading>
        <Text tone="muted">{category.blurb}</Text>
        <Figure>
          <DemoImg image={image} first={eagerImage} />
        </Figure>
      </Aside>
      <MenuItems items={category.items} tagsLabel={tagsLabel} />
    </Band>
  );
}
