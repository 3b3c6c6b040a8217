import styled from 'styled-components';
import { ButtonLink, type ButtonLinkProps, type ButtonVariant } from '../../components';

/** The site's button looks, plus two the demos need: the brand's highlight colour, and outlined on dark bands. */
export type DemoButtonVariant = ButtonVariant | 'highlight' | 'onDark';

const Highlight = styled(ButtonLink)`
  && {
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.onHighlight};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.highlight};
    filter: brightness(0.93);
  }
`;

const OnDark = styled(ButtonLink)`
  && {
    color: ${({ theme }) => theme.colors.onInverse};
    border-color: currentColor;
  }
  &&:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
    color: ${({ theme }) => theme.colors.onInverse};
  }
`;

export type DemoButtonLinkProps = Omit<ButtonLinkProps, 'variant'> & { variant?: DemoButtonVariant };

/** A ButtonLink in one of the site's variants or the demos' two extra ones. */
export function DemoButtonLink({ variant = 'primary', ...rest }: DemoButtonLinkProps) {
  if (variant === 'highlight') return <Highlight {...rest} />;
  if (variant === 'onDark') return <OnDark variant="outline" {...rest} />;
  return <ButtonLink variant={variant} {...rest} />;
}
