/**
 * The four icons of the always-loaded shell (nav bar and footer), drawn inline in the
 * lucide style. Keeping the icon library out of the entry chunk holds the home route's
 * initial JS under its budget; pages use lucide-react through <Icon>.
 */
interface ShellIconProps {
  /** Width and height in pixels. */
  size?: number;
}

function Svg({ size = 20, d }: ShellIconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = (props: ShellIconProps) => <Svg {...props} d="M4 6h16M4 12h16M4 18h16" />;
export const CloseIcon = (props: ShellIconProps) => <Svg {...props} d="M18 6 6 18M6 6l12 12" />;
export const MailIcon = (props: ShellIconProps) => (
  <Svg {...props} d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm18 2-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
);
export const PhoneIcon = (props: ShellIconProps) => (
  <Svg
    {...props}
    d={
      'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3' +
      'a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45' +
      'c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z'
    }
  />
);
