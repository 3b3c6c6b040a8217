import styled, { css } from 'styled-components';
import { Container, Emphasized, Eyebrow, Heading, Section, Text, type SectionTone } from '../../../components';
import type { SplitStoryCopy } from '../content/types';
import { media, spacing } from '../../../theme';
import { DemoImg, Stack, type DemoImage } from '../ui';
import { DemoButtonLink, type DemoButtonVariant } from '../DemoButtonLink';

/** How the picture is framed: an offset block shadow in one of the brand's colours, or nothing. */
export type FrameStyle = 'inverse' | 'highlight' | 'accent' | 'soft' | 'plain';

const frames = {
  inverse: css`
    border: 3px solid ${({ theme }) => theme.colors.inverse};
    box-shadow: 10px 10px 0 ${({ theme }) => theme.colors.inverse};
  `,
  highlight: css`
    border: 3px solid ${({ theme }) => theme.colors.inverse};
    box-shadow: 10px 10px 0 ${({ theme }) => theme.colors.highlight};
  `,
  accent: css`
    border: 3px solid ${({ theme }) => theme.colors.inverse};
    box-shadow: -10px 10px 0 ${({ theme }) => theme.colors.accent};
  `,
  soft: css`
    box-shadow: 16px 16px 0 ${({ theme }) => theme.colors.primarySoft};
  `,
  plain: css``,
};

const Grid = styled.div<{ $align: 'center' | 'start' }>`
  display: grid;
  gap: ${spacing(10)};
  align-items: ${({ $align }) => $align};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${spacing(16)};
  }
`;

const Frame = styled.div<{ $frame: FrameStyle; $last: boolean }>`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  ${({ $frame }) => frames[$frame]}
  ${media.md} {
    order: ${({ $last }) => ($last ? 1 : 0)};
  }
`;

const Title = styled(Heading)`
  em {
    font-style: italic;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface SplitStoryProps {
  /** id of the heading; the section is labelled by it. */
  id: string;
  /** Eyebrow, title, paragraphs and the optional action. */
  copy: SplitStoryCopy;
  /** The photo on one side, with its alt text and sizes. */
  image: DemoImage;
  /** How the photo is framed: plain, rounded or with an offset border. */
  frame?: FrameStyle;
  /** The picture after the copy from md (before it by default). */
  imageLast?: boolean;
  /** The band's background: page, alternate or dark. */
  tone?: SectionTone;
  /** 'start' when the copy is long. */
  align?: 'center' | 'start';
  /** Large body text for a page's story. */
  prose?: boolean;
  /** Loads the photo at once (when the band is the first thing on the page). */
  eagerImage?: boolean;
  /** The look of the action button. */
  actionVariant?: DemoButtonVariant;
}

/** Picture beside copy: eyebrow, title, paragraphs and a link. Stacked on phones. */
export function SplitStory({
  id,
  copy,
  image,
  frame = 'plain',
  imageLast = false,
  tone,
  align = 'center',
  prose = false,
  eagerImage = false,
  actionVariant = 'primary',
}: SplitStoryProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container>
        <Grid $align={align}>
          <Frame $frame={frame} $last={imageLast}>
            <DemoImg image={image} first={eagerImage} />
          </Frame>
          <Stack>
            {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
            <Title level={2} id={id} size={prose ? '3xl' : '4xl'}>
              <Emphasized text={copy.title} />
            </Title>
            {copy.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="lg" tone={prose ? 'default' : 'muted'}>
                {paragraph}
              </Text>
            ))}
            {copy.action && (
              <DemoButtonLink to={copy.action.to} variant={actionVariant}>
                {copy.action.label}
              </DemoButtonLink>
            )}
          </Stack>
        </Grid>
      </Container>
    </Section>
  );
}
