import { theme } from '../../theme';

const { mark } = theme;

/** The studio mark: a rounded square with a light ray. Decorative next to the name. */
export function Logo({
  size = 34,
}: {
  /** Width and height in pixels. */
  size?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 34 34" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lumen-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={mark.from} />
          <stop offset="1" stopColor={mark.to} />
        </linearGradient>
      </defs>
      <rect width="34" height="34" rx="9" fill="url(#lumen-logo)" />
      <path d="M11 8v18h13" fill="none" stroke={mark.ray} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="23" cy="11" r="3" fill={mark.spark} />
    </svg>
  );
}
