import type { ReactNode } from 'react';
import { Container } from '../Container';
import { SectionHeader, type SectionHeaderProps } from '../SectionHeader';
import { Section, type SectionTone } from './Section';

export interface HeadedSectionProps {
  /** id of the section's heading; the section is labelled by it. */
  id: string;
  /** Eyebrow, title, lead and alignment of the opening header. */
  header: Omit<SectionHeaderProps, 'id'>;
  /** The band's background: the page colour, the alternate band or the dark band. */
  tone?: SectionTone;
  children: ReactNode;
}

/** What a page gives a section built on HeadedSection: its header and its band's background. */
export interface HeadedBandProps {
  /** Eyebrow, title and lead of the section. */
  header: HeadedSectionProps['header'];
  /** The band's background: page, alternate or dark. */
  tone?: SectionTone;
}

/** A band of the page that opens with a SectionHeader and is named by its heading. */
export function HeadedSection({ id, header, tone, children }: HeadedSectionProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeader id={id} {...header} />
        {children}
      </Container>
    </Section>
  );
}
