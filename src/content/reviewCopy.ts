import { STUDIO_NAME } from '../config/site';

/** The client's review page (/review/<token>): private, never indexed, not in the sitemap. */
export const reviewPage = {
  title: `Review Your Sections | ${STUDIO_NAME}`,
  description: `Approve each section of your new site, or tell ${STUDIO_NAME} what to change.`,
} as const;

/** Every word the client's review page shows. */
export const reviewCopy = {
  eyebrow: 'Your site, section by section',
  greeting: (name: string) => `Hello ${name}`,
  lead: 'Look at each section at phone and desktop size. Approve it, or tell us what to change: we see your answer at once.',
  noteFrom: `A Note from ${STUDIO_NAME}`,
  progress: (approved: number, total: number) => `${approved} of ${total} approved`,
  allApproved: 'Everything is approved. Thank you! We will be in touch about the launch.',
  closed: 'This review is closed: the studio is working on your answers. You can still look at every section.',
  expires: (date: string) => `This private link works until ${date}.`,
  phone: 'Phone',
  desktop: 'Desktop',
  frameTitle: (title: string, size: string) => `${title} at ${size} size`,
  openFull: 'Open Full Size',
  status: { pending: 'Waiting for you', approved: 'Approved', changes_requested: 'Changes requested' },
  answeredApproved: (when: string) => `You approved this on ${when}.`,
  answeredChanges: (when: string) => `You asked for changes on ${when}:`,
  commentLabel: 'What should change?',
  commentHint: 'Needed to request changes; optional when you approve.',
  approve: 'Approve',
  requestChanges: 'Request Changes',
  sending: 'Sending…',
  saved: 'Saved. Thank you!',
  unavailable: {
    title: 'This Review Is Not Available',
    text: 'The link may have expired or been replaced by a newer one. Ask the studio for a new link.',
    contact: 'Write to Us',
  },
} as const;

export type ReviewCopy = typeof reviewCopy;
