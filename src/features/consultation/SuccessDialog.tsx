import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2 } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { Button, Icon } from '../../components';
import { RESPONSE_TIME_HOURS } from '../../content';
import { spacing } from '../../theme';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -46%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgb(11 18 32 / 0.55);
  backdrop-filter: blur(2px);
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ease-out;
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  justify-items: center;
  gap: ${spacing(4)};
  width: min(92vw, 440px);
  padding: 2.25rem ${spacing(8)} ${spacing(8)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;
  transform: translate(-50%, -50%);
  animation: ${popIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  &:focus {
    outline: none;
  }
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const Title = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled(Dialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SuccessDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the visitor closes the dialog (button, Escape or outside click). */
  onClose: () => void;
  /** Where focus goes once the dialog has closed (the control that opened it); else where it was before. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** Confirms a stored consultation request. */
export function SuccessDialog({ open, onClose, returnFocusTo }: SuccessDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Badge>
            <Icon icon={CheckCircle2} size={34} />
          </Badge>
          <Title>Submission Received!</Title>
          <Description>Thank you for reaching out. Someone from our team will respond within {RESPONSE_TIME_HOURS} hours.</Description>
          <Dialog.Close asChild>
            <Button fullWidth>Close</Button>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
