/**
 * Realistic review data for the client page's stories (stories/Pages/ReviewPage.stories.tsx) and
 * the studio's Reviews view (stories/Features/Reviews.stories.tsx): the longest names and e-mail
 * addresses the form takes in practice, twelve sections, comments with line breaks and markup
 * typed as text. Times are relative to the visual suite's fixed "today", 13 June 2026.
 */
import type { ReviewForClient, SectionStatus } from '#contract/reviews.ts';
import { createReviewsStore, type ReviewsStore } from '../../mocks/supabase/reviews';
import type { ReviewLink, StaffReview, StaffSection } from '../../src/features/reviews/queries';
import type { StoryOption } from '../../src/features/reviews';

export const LONG_NAME = 'Maria-Fernanda Castellanos-Whitfield';
export const LONG_EMAIL = 'maria-fernanda.castellanos-whitfield@castellanos-whitfield-landscaping.example';
export const TOKEN = '7d0c1f3e9a4b4c2d8e6f5a0b1c2d3e4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d';

/** The twelve sections of a landscaping site, as the published Storybook names them. */
export const SECTION_STORIES: StoryOption[] = [
  ['demos-landscaping-hero--default', 'Demos/Landscaping/Hero', 'Hero — Default'],
  ['demos-landscaping-stats--default', 'Demos/Landscaping/Stats', 'Stats — Default'],
  ['demos-landscaping-servicelist--default', 'Demos/Landscaping/ServiceList', 'ServiceList — Default'],
  ['demos-shared-splitstory--default', 'Demos/Shared/SplitStory', 'SplitStory — Default'],
  ['demos-shared-featurelist--default', 'Demos/Shared/FeatureList', 'FeatureList — Default'],
  ['demos-shared-quoteband--default', 'Demos/Shared/QuoteBand', 'QuoteBand — Default'],
  ['sections-processsteps--default', 'Sections/ProcessSteps', 'ProcessSteps — Default'],
  ['sections-comparisontable--default', 'Sections/ComparisonTable', 'ComparisonTable — Default'],
  ['sections-faq--closed', 'Sections/Faq', 'Faq — Closed'],
  ['demos-shared-contactform--default', 'Demos/Shared/ContactForm', 'ContactForm — Default'],
  ['demos-landscaping-homecta--default', 'Demos/Landscaping/HomeCta', 'HomeCta — Default'],
  ['sections-footer--default', 'Sections/Footer', 'Footer — Default'],
].map(([id = '', group = '', label = '']) => ({ id, group, label }));

const TITLES = [
  'Hero with the spring planting offer',
  'Numbers: gardens, years, trees planted',
  'Services: design, planting, maintenance, irrigation',
  'Our story',
  'Why clients choose us',
  'What clients say',
  'How a project runs, step by step',
  'Maintenance plans compared',
  'Questions and answers',
  'Request a garden consultation',
  'Call to action before the footer',
  'Footer with opening hours and service area',
];

const AT = '2026-06-11T15:42:00+00:00';
export const CHANGES_COMMENT =
  'Could the headline say “Gardens that grow with you” instead? Also the phone number should be 0161 555 0199, not the old one.\n' +
  'And please use the photo of the Whitfield terrace <img src=x> rather than the lawn.';

export const sectionId = (i: number) => `5e1a0c7e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

/** The review as the client page gets it (review_by_token()), with these statuses in order. */
export function clientReview(statuses: SectionStatus[] = [], count = 12, extra: Partial<ReviewForClient> = {}): ReviewForClient {
  return {
    client_name: LONG_NAME,
    brand: 'landscaping',
    note:
      'Hi Maria-Fernanda,\nhere are the sections of the new Castellanos-Whitfield site, in the order they appear on the home page. ' +
      'Take your time: approve what you like and tell us what to change. We go live once everything is approved.\n— Jonas at Lumen Studio',
    expires_at: '2026-07-11T09:00:00+00:00',
    closed: false,
    sections: TITLES.slice(0, count).map((title, i) => {
      const status = statuses[i] ?? 'pending';
      return {
        id: sectionId(i),
        story_id: SECTION_STORIES[i]?.id ?? '',
        title,
        status,
        comment: status === 'changes_requested' ? CHANGES_COMMENT : null,
        answered_at: status === 'pending' ? null : AT,
      };
    }),
    ...extra,
  };
}

// ---- the studio's side ----

const reviewId = (i: number) => `a0b1c2d3-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
export const LINK_ACTIVE = 'c0ffee00-0000-4000-8000-000000000002';
const LINK_REVOKED = 'c0ffee00-0000-4000-8000-000000000001';

const CLIENTS: [string, string, StaffReview['brand'], number][] = [
  [LONG_NAME, LONG_EMAIL, 'landscaping', 12],
  ['Alexandros Papadopoulos-Vanderberg', 'a.papadopoulos-vanderberg@northern-roastery-collective.example', 'coffee', 6],
  ['Siobhán Ní Mhaoldomhnaigh', 'siobhan@homegoods-and-hardware-emporium.example', 'homegoods', 4],
  ['Lumen Studio (internal)', 'hello@lumen.example', 'studio', 3],
];

/** Four reviews: one with answers, comments, a revoked and an active link; one closed; one expired. */
export function staffStore(): ReviewsStore {
  const reviews: StaffReview[] = CLIENTS.map(([client_name, client_email, brand], i) => ({
    id: reviewId(i),
    client_name,
    client_email,
    brand,
    note: i === 0 ? clientReview().note : '',
    expires_at: i === 3 ? '2026-06-01T09:00:00+00:00' : '2026-07-11T09:00:00+00:00',
    closed_at: i === 2 ? '2026-06-12T10:15:00+00:00' : null,
    created_at: `2026-0${i === 3 ? 5 : 6}-${String(10 - i).padStart(2, '0')}T09:00:00+00:00`,
  }));
  const first: SectionStatus[] = ['approved', 'approved', 'changes_requested', 'approved', 'pending', 'changes_requested', 'approved'];
  const sections: StaffSection[] = CLIENTS.flatMap(([, , , count], r) =>
    Array.from({ length: count }, (_, i): StaffSection => {
      const status: SectionStatus = r === 0 ? (first[i] ?? 'pending') : r === 2 ? 'approved' : 'pending';
      return {
        id: r === 0 ? sectionId(i) : `${reviewId(r).slice(0, 24)}${String(100 + i).padStart(12, '0')}`,
        review_id: reviewId(r),
        position: i,
        story_id: SECTION_STORIES[i]?.id ?? '',
        title: TITLES[i] ?? '',
        status,
        comment: status === 'changes_requested' ? CHANGES_COMMENT : null,
        answered_at: status === 'pending' ? null : AT,
        answered_link: status === 'pending' ? null : LINK_ACTIVE,
      };
    }),
  );
  const links: ReviewLink[] = [
    { id: LINK_REVOKED, review_id: reviewId(0), created_at: '2026-06-10T09:00:00+00:00', revoked_at: '2026-06-10T09:20:00+00:00' },
    { id: LINK_ACTIVE, review_id: reviewId(0), created_at: '2026-06-10T09:20:00+00:00', revoked_at: null },
  ];
  return createReviewsStore(reviews, sections, links, { [TOKEN]: LINK_ACTIVE });
}

export const FIRST_REVIEW = reviewId(0);
/** Alexandros's review: open, six sections, none answered, no link e-mailed (staff may delete it). */
export const UNSENT_REVIEW = reviewId(1);
export const UNSENT_CLIENT = CLIENTS[1]?.[0] ?? '';

/** A larger Storybook than a review may show: 60 sections of one long landing page (the 50-section maximum). */
export const MANY_SECTION_STORIES: StoryOption[] = Array.from({ length: 60 }, (_, i) => ({
  id: `pages-landing--part-${i + 1}`,
  group: 'Pages/Landing',
  label: `Landing — Part ${i + 1}`,
}));

/** A store for the client page: the review behind TOKEN with these statuses. */
export function clientStore(statuses: SectionStatus[] = [], count = 12): ReviewsStore {
  const store = staffStore();
  const review = clientReview(statuses, count);
  store.sections = store.sections.filter((s) => s.review_id !== FIRST_REVIEW);
  store.sections.push(
    ...review.sections.map((s, position) => ({
      ...s,
      review_id: FIRST_REVIEW,
      position,
      answered_link: s.answered_at ? LINK_ACTIVE : null,
    })),
  );
  return store;
}
