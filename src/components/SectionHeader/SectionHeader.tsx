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
  /** The section's heading. */
  title: ReactNode;
  /** A short label above the title (the section's topic). */
  eyebrow?: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Centred (the default on landing bands) or left-aligned with the content below. */
  align?: 'left' | 'center';
  /** The heading's outline level (2 on a page, 3 inside a section); its size stays the same. */
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
