import styled from 'styled-components';
import type { ServerReviewState } from '#contract/reviews.ts';
import { Container, Eyebrow, Heading, Lead, PageMeta, Text } from '../components';
import { STORYBOOK_URL, STUDIO_NAME, contact } from '../config/site';
import { reviewCopy as copy, reviewPage } from '../content/reviewCopy';
import { ReviewSections, reviewSectionsIsland, useServerReview } from '../features/review';
import { Island } from '../islands/Island';
import { Logo } from '../sections/NavBar';
import { heroBackdrop } from '../theme';

const Shell = styled.div`
  min-height: 100vh;
  background: ${heroBackdrop};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.layout.navHeight};
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.heading};
`;

const Main = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.fluidSpace.block};
`;

const Note = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p:last-child {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The review itself: note, progress and every section (an island), or "not available". */
function Review({ state, storybookUrl }: { state: ServerReviewState | undefined; storybookUrl: string }) {
  const review = state?.review;
  if (!state || !review) {
    return (
      <>
        <Heading level={1} size="3xl">
          {copy.unavailable.title}
        </Heading>
        <Lead>{copy.unavailable.text}</Lead>
        <Text>
          <a href={`mailto:${contact.email}`}>{copy.unavailable.contact}</a> · {contact.email}
        </Text>
      </>
    );
  }
  return (
    <>
      <Intro>
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <Heading level={1} size="3xl">
          {copy.greeting(review.client_name)}
        </Heading>
        <Lead>{copy.lead}</Lead>
      </Intro>
      {review.note && (
        <Note aria-label={copy.noteFrom}>
          <Text size="sm" tone="muted">
            {copy.noteFrom}
          </Text>
          <Text>{review.note}</Text>
        </Note>
      )}
      {review.closed && <Text role="note">{copy.closed}</Text>}
      <Island
        island={reviewSectionsIsland}
        component={ReviewSections}
        props={{
          token: state.token,
          brand: review.brand,
          sections: review.sections,
          closed: review.closed,
          storybookUrl,
          problem: state.problem,
          saved: state.saved,
        }}
      />
      <Text size="sm" tone="muted">
        {copy.expires(day(review.expires_at))}
      </Text>
    </>
  );
}

/**
 * /review/<token>: the client's private review page, rendered by the server (server/review) with
 * the review the token reaches. No site navigation and nothing of the studio beyond its name.
 * `storybookUrl` (where the section frames point) is only set by stories.
 */
export interface ReviewPageProps {
  /** Where the section frames load their stories from: the published Storybook (stories point it at a blank frame). */
  storybookUrl?: string;
}

export default function ReviewPage({ storybookUrl = STORYBOOK_URL }: ReviewPageProps) {
  const state = useServerReview();
  return (
    <Shell>
      <PageMeta title={reviewPage.title} description={reviewPage.description} noIndex />
      <Container>
        <Top>
          <Logo size={30} />
          <span>{STUDIO_NAME}</span>
        </Top>
        <Main>
          <Review state={state} storybookUrl={storybookUrl} />
        </Main>
      </Container>
    </Shell>
  );
}
