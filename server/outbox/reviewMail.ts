/**
 * The two client-review e-mails: to the studio when a client answers a section (Reply-To is not
 * set: the answer is in the studio), and to the client with the private link. Every field is
 * escaped; header values are single-line.
 */
import type { SendMailOptions } from 'nodemailer';
import { reviewPagePath, studioReviewPath } from '#contract/routes.ts';
import { escapeHtml } from '#contract/html.ts';
import { oneLine } from './message.ts';
import type { MailSettings } from './message.ts';

export interface ReviewAnswerForMail {
  answer_id: string;
  review_id: string;
  client_name: string;
  title: string;
  verdict: 'approved' | 'changes_requested';
  comment: string | null;
  created_at: string;
}

export interface ReviewInvitationForMail {
  key: string;
  token: string;
  client_name: string;
  client_email: string;
  note: string;
  expires_at: string;
}

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');
const domainOf = (from: string) => (/@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost').toLowerCase();
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

function html(paragraphs: string[], link: { href: string; text: string }): string {
  const body = paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('');
  const anchor = `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`;
  return `<!doctype html><html><body style="font-family:sans-serif">${body}<p>${anchor}</p></body></html>`;
}

export function buildReviewAnswerMail(a: ReviewAnswerForMail, settings: MailSettings): SendMailOptions {
  const client = oneLine(a.client_name);
  const section = oneLine(a.title);
  const said = a.verdict === 'approved' ? 'approved' : 'asked for changes to';
  const link = `${base(settings.siteUrl)}${studioReviewPath(a.review_id)}`;
  const lines = [`${client} ${said} “${section}”.`, ...(a.comment ? ['Their comment:', a.comment] : [])];
  return {
    from: settings.from,
    to: settings.to,
    subject: `Review: ${client} ${said} ${section}`.slice(0, 150),
    messageId: `<review-answer-${a.answer_id}@${domainOf(settings.from)}>`,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Review-Id': a.review_id },
    text: [...lines, '', `See the review in the studio: ${link}`, ''].join('\n'),
    html: html(lines, { href: link, text: 'See the review in the studio' }),
  };
}

export function buildReviewInvitationMail(inv: ReviewInvitationForMail, settings: MailSettings): SendMailOptions {
  const link = `${base(settings.siteUrl)}${reviewPagePath(inv.token)}`;
  const lines = [
    `Hello ${oneLine(inv.client_name)},`,
    ...(inv.note ? [inv.note] : []),
    "Your site's sections are ready for you to review. Open the link, look at each section, and approve it or tell us what to change. " +
      `The link is private to you and works until ${day(inv.expires_at)}.`,
  ];
  return {
    from: settings.from,
    to: oneLine(inv.client_email),
    subject: 'Your website sections are ready for review',
    messageId: `<review-link-${inv.key}@${domainOf(settings.from)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [...lines, '', link, ''].join('\n'),
    html: html(lines, { href: link, text: 'Review your sections' }),
  };
}
