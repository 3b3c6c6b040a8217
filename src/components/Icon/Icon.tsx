import type { LucideIcon } from 'lucide-react';

/**
 * Icons are lucide-react components passed by reference (`icon={Rocket}`), never looked up
 * by name: that keeps every route's bundle down to the icons it actually draws.
 */
export type IconComponent = LucideIcon;

export interface IconProps {
  icon: IconComponent;
  size?: number;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from assistive tech. */
  label?: string;
  className?: string;
  strokeWidth?: number;
}

export function Icon({ icon: Glyph, size = 20, label, className, strokeWidth = 2 }: IconProps) {
  return label ? (
    <Glyph size={size} strokeWidth={strokeWidth} className={className} role="img" aria-label={label} />
  ) : (
    <Glyph size={size} strokeWidth={strokeWidth} className={className} aria-hidden="true" focusable="false" />
  );
}
