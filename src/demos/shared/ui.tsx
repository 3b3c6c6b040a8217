import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { media, spacing } from '../../theme';

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

export type DemoImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority'> & {
  image: DemoImage;
  /**
   * The page's main image, in view on arrival: loaded at once and ahead of other images (the
   * browser otherwise holds a low-priority image back while the fonts and the script load).
   * Every other image loads as it nears the viewport.
   */
  first?: boolean;
};

/** A full-width, responsive demo illustration. */
export function DemoImg({ image, first = false, ...rest }: DemoImgProps) {
  return (
    <Img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      decoding="async"
      loading={first ? 'eager' : 'lazy'}
      {...(first && { fetchPriority: 'high' as const })}
      {...rest}
    />
  );
}

/** A section's title with an optional link beside it from md. */
export const SectionHead = styled.div`
  display: grid;
  gap: ${spacing(3)};
  margin-bottom: ${spacing(10)};
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

/** Copy stacked with even gaps, left-aligned (or centred with `center`). */
export const Stack = styled.div<{ $center?: boolean }>`
  display: grid;
  gap: ${spacing(5)};
  justify-items: ${({ $center }) => ($center ? 'center' : 'start')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
`;

/** A row of buttons that wraps. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3)};
  margin-top: ${spacing(2)};
`;

/** An illustration: its file, intrinsic size (so the browser reserves its box) and alt text. */
export function demoImage(src: string, width: number, height: number, alt: string): DemoImage {
  return { src, width, height, alt };
}
