// The studio's Reviews view: create client reviews, follow their answers (staff at aal2).
export { ReviewsView } from './ReviewsView';
export type { ReviewsViewProps } from './ReviewsView';
export type { StoryOption } from './storyOptions';
