import { ArrowRight } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Emphasized, Eyebrow, Heading, Icon, Lead } from '../../../components';
import type { NavItem } from '../../../content';
import { Actions, DemoImg, Stack, type DemoImage } from '../ui';
import { DemoButtonLink, type DemoButtonVariant } from '../DemoButtonLink';

/** What every demo hero says: eyebrow, a title with *emphasis*, a lead and two links. */
export interface HeroCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly primary: NavItem;
  readonly secondary: NavItem;
}

/** The big home-page title; each brand styles its `em` and size through `className`. */
export const HeroTitle = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

export interface HeroTextProps {
  /** id of the h1; the hero is labelled by it. */
  id: string;
  copy: HeroCopy;
  /** The brand's styled HeroTitle. */
  title?: typeof HeroTitle;
  primaryVariant?: DemoButtonVariant;
  secondaryVariant?: DemoButtonVariant;
  /** Arrow after the primary link's label. */
  arrow?: boolean;
  /** Between the title and the lead (a flourish). */
  ornament?: ReactNode;
  /** After the links (a note). */
  children?: ReactNode;
}

/** The copy column of a demo's home hero. */
export function HeroText({
  id,
  copy,
  title: Title = HeroTitle,
  primaryVariant = 'primary',
  secondaryVariant = 'outline',
  arrow = false,
  ornament,
  children,
}: HeroTextProps) {
  return (
    <>
      <Eyebrow>{copy.eyebrow}</Eyebrow>
      <Title level={1} id={id}>
        <Emphasized text={copy.title} />
      </Title>
      {ornament}
      <Lead>{copy.lead}</Lead>
      <Actions>
        <DemoButtonLink to={copy.primary.to} size="lg" variant={primaryVariant}>
          {copy.primary.label} {arrow && <Icon icon={ArrowRight} size={18} />}
        </DemoButtonLink>
        <DemoButtonLink to={copy.secondary.to} size="lg" variant={secondaryVariant}>
          {copy.secondary.label}
        </DemoButtonLink>
      </Actions>
      {children}
    </>
  );
}

type Slot = ComponentType<{ children?: ReactNode; 'aria-labelledby'?: string }>;

export interface HeroSplitProps {
  /** id of the h1 inside; the band is labelled by it. */
  id: string;
  /** The brand's band, grid, copy column and picture frame. */
  band: Slot;
  grid: Slot;
  copy?: Slot;
  art: Slot;
  image: DemoImage;
  /** Inside the site's width (false: full bleed, the band's own padding). */
  contained?: boolean;
  children: ReactNode;
}

/** A home hero's frame: the copy beside the picture, stacked on phones; each brand styles the slots. */
export function HeroSplit({ id, band: Band, grid: Grid, copy: Copy = Stack, art: Art, image, contained = true, children }: HeroSplitProps) {
  const grid = (
    <Grid>
      <Copy>{children}</Copy>
      <Art>
        <DemoImg image={image} first />
      </Art>
    </Grid>
  );
  return <Band aria-labelledby={id}>{contained ? <Container>{grid}</Container> : grid}</Band>;
}
