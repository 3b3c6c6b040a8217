import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../../components';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../content/constants';
import { media, spacing } from '../../theme';
import type { ToastVariant } from './toastStore';
import { useToast } from './useToast';

const slideIn = keyframes`
  from { transform: translateY(calc(100% + 1.5rem)); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;
/** On a phone the region is at the top: a toast comes down from the edge it sits at. */
const slideDown = keyframes`
  from { transform: translateY(calc(-100% - 1rem)); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Viewport = styled(RadixToast.Viewport)`
  /* At the top on a phone, so a toast never covers the button the visitor needs next (forms end
     at the bottom of the screen); bottom right from the small breakpoint up. */
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${spacing(3)};
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${spacing(4)};
  list-style: none;
  outline: none;
  ${media.sm} {
    top: auto;
    bottom: 0;
    padding: ${spacing(6)};
  }
`;

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.success};
    border-left-width: 5px;
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${spacing(1, 3)};
  padding: ${spacing(4, 4.5)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $variant }) => variants[$variant]}
  &[data-state='open'] {
    animation: ${slideDown} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  ${media.sm} {
    &[data-state='open'] {
      animation-name: ${slideIn};
    }
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.base} ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-out forwards;
  }
`;

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.95;
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: start;
  display: inline-flex;
  padding: ${spacing(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgb(0 0 0 / 0.08);
  }
`;

/**
 * Radix toast provider and viewport showing the toast store: one toast at a time,
 * 5000 ms each unless infinite, swipe right 50 px to dismiss, F8 jumps to the region.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label="Notifications"
    >
      {children}
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          $variant={variant}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <Close aria-label="Close notification">
            <Icon icon={X} size={16} />
          </Close>
        </Root>
      ))}
      <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
