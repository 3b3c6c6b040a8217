import { Quote } from 'lucide-react';
import styled from 'styled-components';
import { Container, Icon, Section } from '../../../components';
import type { QuoteCopy } from '../content/types';
import { spacing } from '../../../theme';

const Figure = styled.figure<{ $italic: boolean }>`
  display: grid;
  gap: ${spacing(5)};
  max-width: ${({ theme }) => theme.measures.wide};
  margin: 0 auto;
  justify-items: center;
  text-align: center;
  > svg {
    color: ${({ theme }) => theme.colors.onInverseAccent};
  }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-style: ${({ $italic }) => ($italic ? 'italic' : 'normal')};
    font-weight: ${({ theme }) => theme.typeStyles.quote.weight};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.onInverse};
  }
  figcaption {
    display: grid;
    gap: ${spacing(0.5)};
    color: ${({ theme }) => theme.colors.onInverseMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  figcaption strong {
    color: ${({ theme }) => theme.colors.onInverse};
  }
`;

export interface QuoteBandProps {
  /** The quote and who said it. */
  copy: QuoteCopy;
  /** A quotation-mark icon above the quote. */
  mark?: boolean;
  /** Italic quote (an editorial voice). */
  italic?: boolean;
}

/** A quote from a client or the founder on the brand's dark band. */
export function QuoteBand({ copy, mark = false, italic = false }: QuoteBandProps) {
  return (
    <Section tone="inverse" aria-label={copy.label}>
      <Container>
        <Figure $italic={italic}>
          {mark && <Icon icon={Quote} size={40} />}
          <blockquote>
            <p>{copy.quote}</p>
          </blockquote>
          <figcaption>
            {copy.detail ? <strong>{copy.author}</strong> : copy.author}
            {copy.detail && <span>{copy.detail}</span>}
          </figcaption>
        </Figure>
      </Container>
    </Section>
  );
}
