import type { ReviewBrand, SectionStatus } from '#contract/reviews.ts';

/** Every word of the studio's Reviews view (staff at aal2). */
export const reviewsCopy = {
  tabs: { label: 'Studio views', leads: 'Leads', reviews: 'Reviews' },
  title: 'Client Reviews',
  lead: 'Send a client a private link to their sections; see what they approve and what they want changed.',
  newReview: 'New Review',
  loading: 'Loading reviews…',
  emptyTitle: 'No Reviews Yet',
  emptyText: 'Create one to send a client their sections before launch.',
  error: 'The reviews could not be loaded. Check your connection and try again.',
  retry: 'Try Again',
  columns: { client: 'Client', brand: 'Brand', progress: 'Answers', state: 'State', created: 'Created' },
  caption: 'Reviews, newest first',
  progress: (approved: number, changes: number, total: number) =>
    `${approved} approved · ${changes} changes · ${total - approved - changes} pending`,
  state: { open: 'Open', closed: 'Closed', expired: 'Expired' },
  brands: { studio: 'Studio (Lumen)', coffee: 'Coffee shop', landscaping: 'Landscaping', homegoods: 'Home goods' } satisfies Record<
    ReviewBrand,
    string
  >,
  sectionStatus: { pending: 'Pending', approved: 'Approved', changes_requested: 'Changes requested' } satisfies Record<
    SectionStatus,
    string
  >,
  form: {
    title: 'New Client Review',
    clientName: 'Client name',
    clientEmail: 'Client e-mail',
    brand: 'Brand',
    sections: 'Sections and pages to show',
    sectionsHint: (max: number) => `From the published Storybook. Choose at least one and at most ${max}.`,
    sectionsChosen: (count: number, max: number) => `${count} of ${max} chosen.`,
    sectionsFull: (max: number) =>
      `That is the most one review can have: ${max} sections. Clear one to choose another, or send the rest in a second review.`,
    sectionsLoading: 'Loading the Storybook’s sections…',
    sectionsUnavailable: 'The Storybook’s list of sections could not be loaded. Is it built and published?',
    note: 'Note to the client',
    expiresIn: 'Link works for (days)',
    sendEmail: 'E-mail the link to the client',
    submit: 'Create Review',
    submitting: 'Creating…',
    cancel: 'Cancel',
    missing: {
      client_name: 'Enter the client’s name.',
      client_email: 'Enter an e-mail address like name@example.com.',
      sections: 'Choose at least one section.',
    },
    failed: 'The review was not created. Please try again.',
  },
  detail: {
    back: 'All Reviews',
    expires: (date: string) => `Link works until ${date}`,
    closedOn: (date: string) => `Closed on ${date}`,
    answered: (when: string) => `Answered ${when}`,
    fromLink: (created: string) => `through the link made ${created}`,
    reopen: 'Reopen',
    reopened: 'Reopened: the client sees it as pending again.',
    close: 'Close Review',
    closed: 'The review is closed: the client can look but not answer.',
    revoke: 'Revoke Link',
    revoked: 'The link is revoked: it now shows “not available”.',
    newLink: 'New Link',
    newLinkEmail: 'New Link by E-mail',
    linkTitle: 'The Client’s Private Link',
    linkHint: 'Shown only now: copy it, or have it e-mailed. A new link replaces this one.',
    emailed: 'It is on its way to the client through the outbox.',
    copy: 'Copy Link',
    copied: 'Copied',
    links: 'Links',
    linkState: (created: string, revoked: string | null) => (revoked ? `Made ${created}, revoked ${revoked}` : `Made ${created}, active`),
    failed: 'That did not work. Please try again.',
    remove: 'Delete Review',
    removeTitle: 'Delete This Review?',
    removeText: (client: string) =>
      `The review for ${client}, its sections and its links are deleted for good. Only a review the client has not answered and was not e-mailed can be deleted.`,
    removeConfirm: 'Delete Review',
    removing: 'Deleting…',
    removeCancel: 'Keep It',
    removeClose: 'Close',
    removed: 'Review Deleted',
    removedText: (client: string) => `The review for ${client} is gone.`,
  },
} as const;

export type ReviewsCopy = typeof reviewsCopy;
