import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Eyebrow, Heading, Text } from '../../components';

export type StepWidth = 'text' | 'wide' | 'page';

const Panel = styled(Card)<{ $width: StepWidth }>`
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'page' ? theme.layout.maxWidth : theme.measures[$width])};
  margin-inline: auto;
  padding: ${({ theme }) => theme.fluidSpace.card};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  /* Focus moves here to announce the step; a heading is not a control, so no ring. */
  h1:focus {
    outline: none;
  }
`;

export interface StepCardProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Extra actions under the content (sign out, retry…). */
  footer?: ReactNode;
  busy?: boolean;
  /** Reading width for forms, wider for the enrollment, the site width for the landing. */
  width?: StepWidth;
}

/**
 * One step of the studio: eyebrow, title and lead over the step's content. The title takes focus
 * when the step appears, so keyboard and screen-reader users start at the new step.
 */
export function StepCard({ eyebrow, title, lead, children, footer, busy = false, width = 'text' }: StepCardProps) {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => headerRef.current?.querySelector<HTMLElement>('h1')?.focus(), []);
  return (
    <Panel as="section" $width={width} aria-labelledby="studio-step-title" aria-busy={busy}>
      <Header ref={headerRef}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Heading level={1} size="3xl" id="studio-step-title" tabIndex={-1}>
          {title}
        </Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </Header>
      {children}
      {footer}
    </Panel>
  );
}
