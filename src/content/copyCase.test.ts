/**
 * One voice (stories/Guides/Writing.mdx): every heading, button, link, tab, dialog and toast title
 * the copy defines is in Title Case. Headings and links are found by their keys; the studio app's
 * buttons and toast titles, which have no common key, are listed by name. (The auth toasts' titles
 * are checked in src/lib/auth/messages.test.ts: src/content may not import src/lib.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTCOME_MESSAGES } from '#contract/consultation/formPost.ts';
import * as content from './index';
import * as coffee from '../demos/coffee/content';
import * as landscaping from '../demos/landscaping/content';
import * as homegoods from '../demos/homegoods/content';
import { inboxCopy } from './inboxCopy';
import { reviewCopy, reviewPage } from './reviewCopy';
import { reviewsCopy } from './reviewsCopy';
import { studioCopy, studioPage } from './studioCopy';
import { titleCaseProblems } from './titleCase';

/** Keys whose string is a heading, a document title or a button: `title`, `formTitle`, `submit`… */
const TITLE_KEY = /^(title|\w+Title|submit|buttonText|buttonLabel|addToCart)$/;

type Found = [where: string, text: string];

/** Every title-keyed string, and every link's label (an object with `label` and `to`), under a value. */
function titlesIn(value: unknown, where: string, found: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, index) => titlesIn(item, `${where}[${index}]`, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const link = typeof record.label === 'string' && typeof record.to === 'string';
    for (const [key, item] of Object.entries(record)) {
      const at = `${where}.${key}`;
      if (typeof item === 'string') {
        // A hero's title continues in its accent: "Simple, Transparent" + "Pricing".
        const accent = key === 'title' && typeof record.titleAccent === 'string' ? ` ${record.titleAccent}` : '';
        if (TITLE_KEY.test(key) || (link && key === 'label')) found.push([at, item + accent]);
      } else titlesIn(item, at, found);
    }
  }
  return found;
}

const { detail: lead, filters } = inboxCopy;
const { form: reviewForm, detail: review } = reviewsCopy;
const { signIn, enroll, challenge, landing } = studioCopy;

/** The buttons, tabs, alert and toast titles that have no common key (most are the studio app's). */
const listedTitles: Found[] = [
  ...Object.entries(OUTCOME_MESSAGES).map(([outcome, message]): Found => [outcome, message.title]),
  ...Object.entries(studioPage.titles),
  ...Object.entries({
    reviewPage: reviewPage.title,
    signIn: signIn.submit, enrollCopy: enroll.copy, enrollSubmit: enroll.submit, enrollRetry: enroll.retry,
    challenge: challenge.submit, switchAccount: studioCopy.switchAccount, signOut: landing.signOut,
    reset: landing.reset, resetYes: landing.resetYes, resetNo: landing.resetNo, backToSite: studioCopy.backToSite,
    clear: filters.clear, retry: inboxCopy.retry, export: inboxCopy.export, previous: inboxCopy.previous, next: inboxCopy.next,
    exportDone: inboxCopy.exportDone, exportFailed: inboxCopy.exportFailed, back: lead.back, saveNotes: lead.saveNotes,
    markUnread: lead.markUnread, markedUnread: lead.markedUnread, statusSaved: lead.statusSaved,
    statusFailed: lead.statusFailed, notesSaved: lead.notesSaved, notesFailed: lead.notesFailed,
    leadsTab: reviewsCopy.tabs.leads, reviewsTab: reviewsCopy.tabs.reviews, newReview: reviewsCopy.newReview,
    reviewsRetry: reviewsCopy.retry, reviewSubmit: reviewForm.submit, reviewCancel: reviewForm.cancel,
    allReviews: review.back, reopen: review.reopen, close: review.close, revoke: review.revoke, newLink: review.newLink,
    newLinkEmail: review.newLinkEmail, copyLink: review.copy, links: review.links, remove: review.remove,
    removeConfirm: review.removeConfirm, removeCancel: review.removeCancel, removeClose: review.removeClose, removed: review.removed,
    approve: reviewCopy.approve, requestChanges: reviewCopy.requestChanges, openFull: reviewCopy.openFull,
    noteFrom: reviewCopy.noteFrom, contact: reviewCopy.unavailable.contact, related: homegoods.homegoodsCopy.product.related,
  }),
]; // prettier-ignore

const copyTitles: Found[] = [
  ...titlesIn(content, 'content'),
  ...titlesIn(coffee, 'coffee'),
  ...titlesIn(landscaping, 'landscaping'),
  ...titlesIn(homegoods, 'homegoods'),
  ...titlesIn({ inboxCopy, reviewsCopy, reviewCopy, studioCopy }, 'studio'),
  ...content.addOns.map((addOn): Found => ['addOns.name', addOn.name]),
  ...landscaping.services.map((service): Found => ['landscaping.services.name', service.name]),
];

describe('one voice: Title Case', () => {
  it('finds the copy’s headings, links and buttons', () => {
    expect(copyTitles.length).toBeGreaterThan(150);
    expect(copyTitles).toContainEqual(['content.servicesCopy.packages.buttonLabel', 'Schedule a Consultation']);
  });

  it.each([...copyTitles, ...listedTitles])('%s: “%s”', (_where, text) => {
    expect(titleCaseProblems(text)).toEqual([]);
  });
});

const SRC = path.resolve(import.meta.dirname, '..');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
);

describe('toast calls', () => {
  it('take their title from the copy, not a string written in the call', () => {
    const literal = /toast\(\{[^}]*\btitle:\s*['"`]/;
    const offenders = sources.filter((file) => literal.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(sources.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
