import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow, Heading, Text } from '../Typography';

const Wrapper = styled.header<{ $align: 'left' | 'center' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 720px;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${({ theme }) => theme.fluidSpace.block};
  text-align: ${({ $align }) => $align};
  /* Each row shrinks to its content and sits on the header's axis: the label (an inline-flex) over the heading's centre. */
  justify-items: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};
`;

export interface SectionHeaderProps {
  /** id of the heading, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
  level?: 1 | 2;
}

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeader({ id, title, eyebrow, lead, align = 'center', level = 2 }: SectionHeaderProps) {
  return (
    <Wrapper $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading level={level} id={id} align={align}>
        {title}
      </Heading>
      {lead && (
        <Text size="lg" tone="muted" align={align}>
          {lead}
        </Text>
      )}
    </Wrapper>
  );
}
