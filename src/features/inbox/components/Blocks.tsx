import { CircleAlert, Inbox as InboxIcon, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, Heading, Icon, Text } from '../../../components';
import { inboxCopy } from '../../../content/inboxCopy';
import { media } from '../../../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Spinner = styled.span`
  display: inline-flex;
  svg {
    animation: ${spin} 1s linear infinite;
  }
  ${media.reducedMotion} {
    svg {
      animation: none;
    }
  }
`;

/** Loading: a polite status, announced once. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Spinner>
        <Icon icon={Loader2} size={28} />
      </Spinner>
      <Text tone="muted">{label}</Text>
    </Box>
  );
}

/** Nothing to show: a title and a hint, with an optional action. */
export function EmptyBlock({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Box>
      <Icon icon={InboxIcon} size={32} />
      <Heading level={2} size="lg">
        {title}
      </Heading>
      <Text tone="muted" size="sm">
        {text}
      </Text>
      {action}
    </Box>
  );
}

const ErrorBox = styled(Box)`
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A failed load with the reason and a retry button. */
export function ErrorBlock({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <ErrorBox role="alert">
      <Icon icon={CircleAlert} size={28} />
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {message && <Text size="sm">{message}</Text>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {inboxCopy.retry}
        </Button>
      )}
    </ErrorBox>
  );
}
