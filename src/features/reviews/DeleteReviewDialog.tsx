/**
 * Deleting a review that was never sent, behind a confirmation (Radix dialog). The database has the
 * last word: a refusal (the client answered, or was e-mailed the link) is shown in the dialog with
 * the server's message, and nothing is deleted.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components';
import type { ReviewsCopy } from '../../content/reviewsCopy';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.inverse} 55%, transparent);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: min(92vw, ${({ theme }) => theme.measures.column});
  max-height: 90vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translate(-50%, -50%);
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Refusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The one destructive button of the studio: the danger role's colour. */
const Danger = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.danger};
    filter: brightness(0.92);
  }
`;

export interface DeleteReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: string;
  copy: ReviewsCopy['detail'];
  /** Deletes; resolves to the refusal's message, or undefined once deleted (the caller leaves the review). */
  onConfirm: () => Promise<string | undefined>;
  /** Where focus goes once the dialog has closed: the button that opened it, or what stands for it once it is gone. */
  returnFocusTo: () => HTMLElement | null;
}

export function DeleteReviewDialog({ open, onOpenChange, client, copy, onConfirm, returnFocusTo }: DeleteReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const change = (next: boolean) => {
    if (busy) return;
    if (!next) setRefusal('');
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    const refused = await onConfirm();
    setBusy(false);
    if (refused) setRefusal(refused);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <Title>{copy.removeTitle}</Title>
          <Description>{copy.removeText(client)}</Description>
          {refusal && <Refusal role="alert">{refusal}</Refusal>}
          <Row>
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {refusal ? copy.removeClose : copy.removeCancel}
              </Button>
            </Dialog.Close>
            {!refusal && (
              <Danger onClick={() => void confirm()} disabled={busy}>
                {busy ? copy.removing : copy.removeConfirm}
              </Danger>
            )}
          </Row>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
