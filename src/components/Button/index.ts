export { Button, ButtonAnchor, ButtonLink } from './Button';
export type { ButtonAnchorProps, ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
