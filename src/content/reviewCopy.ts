import { STUDIO_NAME } from '../config/site';

/** The client's review page (/review/<token>): private, never indexed, not in the sitemap. */
export const reviewPage = {
  title: `Review your sections | ${STUDIO_NAME}`,
  description: `Approve each section of your new site, or tell ${STUDIO_NAME} what to change.`,
} as const;

/** Every word the client's review page shows. */
export const reviewCopy = {
  eyebrow: 'Your site, section by section',
  greeting: (name: string) => `Hello ${name}`,
  lead: 'Look at each section at phone and desktop size. Approve it, or tell us what to change: we see your answer at once.',
  noteFrom: `A note from ${STUDIO_NAME}`,
  progress: (approved: number, total: number) => `${approved} of ${total} approved`,
  allApproved: 'Everything is approved. Thank you! We will be in touch about the launch.',
  closed: 'This review is closed: the studio is working on your answers. You can still look at every section.',
  expires: (date: string) => `This private link works until ${date}.`,
  phone: 'Phone',
  desktop: 'Desktop',
  frameTitle: (title: string, size: string) => `${title} at ${size} size`,
  openFull: 'Open full size',
  status: { pending: 'Waiting for you', approved: 'Approved', changes_requested: 'Changes requested' },
  answeredApproved: (when: string) => `You approved this on ${when}.`,
  answeredChanges: (when: string) => `You asked for changes on ${when}:`,
  commentLabel: 'What should change?',
  commentHint: 'Needed to request changes; optional when you approve.',
  approve: 'Approve',
  requestChanges: 'Request changes',
  sending: 'Sending…',
  saved: 'Saved. Thank you!',
  unavailable: {
    title: 'This review is not available',
    text: 'The link may have expired or been replaced by a newer one. Ask the studio for a new link.',
    contact: 'Write to us',
  },
} as const;

export type ReviewCopy = typeof reviewCopy;
