import styled from 'styled-components';
import type { ReviewBrand } from '#contract/reviews.ts';
import type { ReviewCopy } from '../../content/reviewCopy';
import { media } from '../../theme';

/** The published Storybook's frame of one story in a brand: the section as it is built, no second renderer. */
export const storyFrameUrl = (storybookUrl: string, storyId: string, brand: ReviewBrand) =>
  `${storybookUrl}iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=brand:${brand}`;

const Frames = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: 375px minmax(0, 1fr);
    align-items: start;
  }
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  figcaption {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A phone frame: 375 px wide where there is room, the screen's width below that. */
const Phone = styled.iframe`
  width: min(375px, 100%);
  height: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The desktop frame: laid out at 1280 px and scaled to fit (half size), from the lg breakpoint. */
const Desktop = styled(Figure)`
  display: none;
  ${media.lg} {
    display: grid;
  }
`;

const DesktopBox = styled.div`
  width: 640px;
  max-width: 100%;
  height: 360px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  iframe {
    width: 1280px;
    height: 720px;
    border: 0;
    transform: scale(0.5);
    transform-origin: 0 0;
  }
`;

export interface SectionFramesProps {
  storybookUrl: string;
  storyId: string;
  brand: ReviewBrand;
  title: string;
  copy: ReviewCopy;
}

export function SectionFrames({ storybookUrl, storyId, brand, title, copy }: SectionFramesProps) {
  const src = storyFrameUrl(storybookUrl, storyId, brand);
  return (
    <Frames>
      <Figure>
        <Phone src={src} title={copy.frameTitle(title, copy.phone)} loading="lazy" referrerPolicy="no-referrer" />
        <figcaption>
          <span>{copy.phone}</span>
          <a href={src} target="_blank" rel="noreferrer noopener">
            {copy.openFull}
          </a>
        </figcaption>
      </Figure>
      <Desktop>
        <DesktopBox>
          <iframe src={src} title={copy.frameTitle(title, copy.desktop)} loading="lazy" referrerPolicy="no-referrer" tabIndex={-1} />
        </DesktopBox>
        <figcaption>
          <span>{copy.desktop}</span>
        </figcaption>
      </Desktop>
    </Frames>
  );
}
