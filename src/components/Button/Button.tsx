import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizeStyles = {
  sm: css`
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3.5]}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-height: 36px;
  `,
  md: css`
    padding: ${({ theme }) => `${theme.space[2.5]} ${theme.space[5]}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
    min-height: 44px;
  `,
  lg: css`
    padding: ${({ theme }) => `${theme.space[3.5]} ${theme.space[6.5]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    min-height: 52px;
  `,
};

/** Hover lifts only a button that can act: not one disabled, nor one marked busy with aria-disabled. */
const enabledHover = "&:hover:not(:disabled, [aria-disabled='true'])";

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    ${enabledHover} {
      background: ${({ theme }) => theme.colors.primaryHover};
      transform: translateY(-1px);
      box-shadow: ${({ theme }) => theme.shadows.md};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    ${enabledHover} {
      filter: brightness(0.96);
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.heading};
    border-color: ${({ theme }) => theme.colors.border};
    ${enabledHover} {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    ${enabledHover} {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.onInverse};
    color: ${({ theme }) => theme.colors.inverse};
    ${enabledHover} {
      transform: translateY(-1px);
      box-shadow: ${({ theme }) => theme.shadows.lg};
    }
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base},
    color ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};
  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;

export interface CommonProps {
  /** The look: `primary` (filled, the main action), `secondary` (soft brand fill), `outline` or `ghost` (quiet actions). */
  variant?: ButtonVariant;
  /** Height and padding: `sm` for toolbars and tables, `md` by default, `lg` for a page's main call to action. */
  size?: ButtonSize;
  /** Fills its container's width (a phone's stacked actions, a form's submit button). */
  fullWidth?: boolean;
  children: ReactNode;
}

function styleProps({ variant = 'primary', size = 'md', fullWidth = false }: Omit<CommonProps, 'children'>): StyleProps {
  return { $variant: variant, $size: size, $fullWidth: fullWidth };
}

export type ButtonProps = CommonProps & ComponentPropsWithoutRef<'button'>;

/** An action on this page. */
export function Button({ variant, size, fullWidth, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} {...styleProps({ variant, size, fullWidth })} {...rest} />;
}

export type ButtonLinkProps = CommonProps & LinkProps;

/** Navigation inside the site that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, ...rest }: ButtonLinkProps) {
  return <StyledLink {...styleProps({ variant, size, fullWidth })} {...rest} />;
}

export type ButtonAnchorProps = CommonProps & ComponentPropsWithoutRef<'a'> & { href: string };

/** A plain anchor (mailto:, tel:, new tab) that looks like a button. New tabs get rel="noopener noreferrer". */
export function ButtonAnchor({ variant, size, fullWidth, target, rel, ...rest }: ButtonAnchorProps) {
  const safeRel = target === '_blank' ? (rel ?? 'noopener noreferrer') : rel;
  return <StyledAnchor target={target} rel={safeRel} {...styleProps({ variant, size, fullWidth })} {...rest} />;
}
