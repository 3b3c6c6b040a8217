import styled, { css } from 'styled-components';
import { Icon, type IconComponent } from '../Icon';

export type IconTileTone = 'brand' | 'accent' | 'highlight' | 'solid';

const tones = {
  brand: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  `,
  highlight: css`
    background: ${({ theme }) => theme.colors.highlightSoft};
    color: color-mix(in srgb, ${({ theme }) => theme.colors.highlight} 65%, ${({ theme }) => theme.colors.heading});
  `,
  solid: css`
    background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
};

const Tile = styled.span<{ $tone: IconTileTone; $large: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $large, theme }) => ($large ? theme.space[14] : '2.75rem')};
  height: ${({ $large, theme }) => ($large ? theme.space[14] : '2.75rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $tone }) => tones[$tone]}
`;

export interface IconTileProps {
  /** The Lucide icon drawn in the tile. */
  icon: IconComponent;
  /** The tile's colour pair from the brand: primary, accent or highlight. */
  tone?: IconTileTone;
  /** Tile size: `md` in cards, `lg` beside a headline. */
  size?: 'md' | 'lg';
  /** Extra class for placement from the parent. */
  className?: string;
}

/** A decorative icon on a tinted rounded square: the visual anchor of a card. */
export function IconTile({ icon, tone = 'brand', size = 'md', className }: IconTileProps) {
  const large = size === 'lg';
  return (
    <Tile $tone={tone} $large={large} className={className}>
      <Icon icon={icon} size={large ? 26 : 22} />
    </Tile>
  );
}

/** Cycles the tile tones so a row of cards reads as a set. */
export const iconTileTones: readonly IconTileTone[] = ['brand', 'accent', 'highlight'];

/** The tone of the card at `index` in a row: brand, accent, highlight, brand… */
export function iconTileToneAt(index: number): IconTileTone {
  return iconTileTones[index % iconTileTones.length] ?? 'brand';
}
