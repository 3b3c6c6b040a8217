// The client's review page (/review/<token>): its sections island and the server render's state.
export { ReviewSections } from './ReviewSections';
export { default as reviewSectionsIsland } from './ReviewSections.island';
export type { ReviewSectionsProps } from './ReviewSections';
export { ServerReviewProvider, useServerReview } from './serverState';
export { storyFrameUrl } from './SectionFrames';
