import type { LucideIcon } from 'lucide-react';

/**
 * Icons are lucide-react components passed by reference (`icon={Rocket}`), never looked up
 * by name: that keeps every route's bundle down to the icons it actually draws.
 */
export type IconComponent = LucideIcon;

export interface IconProps {
  /** The lucide-react component itself, e.g. `Rocket`. */
  icon: IconComponent;
  /** Width and height in px. */
  size?: number;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from assistive tech. */
  label?: string;
  /** Extra class for colour or placement from the parent. */
  className?: string;
  /** Line weight in px at a 24 px icon. */
  strokeWidth?: number;
}

/** A Lucide icon, decorative (hidden from assistive technology) unless it has a `label`. */
export function Icon({ icon: Glyph, size = 20, label, className, strokeWidth = 2 }: IconProps) {
  return label ? (
    <Glyph size={size} strokeWidth={strokeWidth} className={className} role="img" aria-label={label} />
  ) : (
    <Glyph size={size} strokeWidth={strokeWidth} className={className} aria-hidden="true" focusable="false" />
  );
}
