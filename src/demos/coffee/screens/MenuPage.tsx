import { Container, PageMeta } from '../../../components';
import { coffeeCopy, coffeeMeta, menu } from '../content';
import { coffeePageJsonLd } from '../../../content/structuredData';
import { PageIntro } from '../../shared/sections/PageIntro';
import { categoryImages } from '../images';
import { MenuCategory } from '../sections/MenuCategory';
import { MenuJump } from '../sections/MenuJump';
import { MenuNote } from '../sections/MenuNote';
import { Squiggle } from '../sections/Squiggle';
import { coffeeIdentity } from '../brand';

const copy = coffeeCopy.menu;

export function MenuPage() {
  return (
    <>
      <PageMeta {...coffeeMeta.menu} identity={coffeeIdentity} structuredData={coffeePageJsonLd(coffeeMeta.menu)} />
      <PageIntro copy={copy.intro} ornament={<Squiggle />}>
        <MenuJump label={copy.jumpLabel} categories={menu} />
      </PageIntro>
      <Container>
        {menu.map((category, index) => (
          <MenuCategory
            key={category.id}
            category={category}
            image={categoryImages[category.id]}
            tagsLabel={copy.tagsLabel}
            eagerImage={index === 0}
          />
        ))}
        <MenuNote>{copy.note}</MenuNote>
      </Container>
    </>
  );
}
