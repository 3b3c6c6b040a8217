// The leads inbox at /studio (inside the studio's gate): list, filters, detail, export.
export { Inbox } from './Inbox';
export type { InboxProps } from './Inbox';
export { leadPath } from './data/queries';
