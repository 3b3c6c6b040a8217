import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme';

/** A list with the browser's bullets, indent and margins removed. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
`;

/** An illustration with its intrinsic size and alt text. */
export interface DemoImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export type DemoImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'width' | 'height' | 'alt'> & { image: DemoImage };

/** A full-width, responsive demo illustration. */
export function DemoImg({ image, ...rest }: DemoImgProps) {
  return <Img src={image.src} width={image.width} height={image.height} alt={image.alt} {...rest} />;
}

/** A section's title with an optional link beside it from md; `$spacing` is the space below. */
export const SectionHead = styled.div<{ $spacing?: string }>`
  display: grid;
  gap: 0.75rem;
  margin-bottom: ${({ $spacing = '2rem' }) => $spacing};
  ${media.md} { grid-template-columns: 1fr auto; align-items: end; }
`;

/** Picture beside copy: stacked on phones, two equal columns from md. */
export const SplitGrid = styled.div<{ $align?: 'center' | 'start' }>`
  display: grid;
  gap: 2.5rem;
  align-items: ${({ $align = 'center' }) => $align};
  ${media.md} { grid-template-columns: 1fr 1fr; gap: 4rem; }
`;
