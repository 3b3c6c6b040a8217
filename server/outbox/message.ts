/**
 * The new-lead e-mail: plain text and HTML bodies with every field escaped, Reply-To the lead,
 * a Message-ID derived from the lead (a retry carries the same one, so a duplicate is
 * recognisable) and a link to the lead in the inbox. Header values are single-line by
 * construction: CR, LF and other control characters in any field become spaces.
 */
import type { SendMailOptions } from 'nodemailer';
import type { LeadFields } from '#contract/consultation/submission.ts';
import { escapeHtml } from '#contract/html.ts';
import { isServiceValue, SERVICE_LABELS } from '#contract/plans.ts';
import { leadPath } from '#contract/routes.ts';
import type { OutboxOptions } from '../config/outbox.ts';

export interface LeadForMail extends LeadFields {
  id: string;
  created_at: string;
}

/** NOTIFY_TO, NOTIFY_FROM and the site's URL (outbox/config.ts documents each). */
export type MailSettings = OutboxOptions['mail'];

/** Control characters (CR, LF, TAB, NUL…, and the Unicode line/paragraph separators) as one space. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** The inbox link for a lead: the studio's deep link (contract/routes.ts) on the site's URL. */
export function leadLink(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${leadPath(id)}`;
}

/** `<lead-<uuid>@<domain of NOTIFY_FROM>>`: the same for every attempt at the same lead. */
export function leadMessageId(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<lead-${id.toLowerCase()}@${domain.toLowerCase()}>`;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function buildLeadMail(lead: LeadForMail, settings: MailSettings): SendMailOptions {
  const name = oneLine(lead.name);
  const business = lead.business_name ? oneLine(lead.business_name) : '';
  const link = leadLink(settings.siteUrl, lead.id);
  const received = new Date(lead.created_at)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const fields: [string, string][] = [
    ['Name', name],
    ['E-mail', oneLine(lead.email)],
    ['Phone', lead.phone ? oneLine(lead.phone) : '—'],
    ['Business', business || '—'],
    ['Service', isServiceValue(lead.service) ? SERVICE_LABELS[lead.service] : oneLine(lead.service)],
    ['E-commerce', lead.store_integration ? 'Yes' : 'No'],
    ['Received', received],
  ];
  const text = [
    'New Consultation Request',
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    'Message:',
    lead.message,
    '',
    `Open it in the inbox: ${link}`,
    '',
  ].join('\n');
  const rows = fields
    .map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${k}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h1 style="font-size:18px">New Consultation Request</h1>` +
    `<table>${rows}</table>` +
    `<h2 style="font-size:16px">Message</h2>` +
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
    `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>` +
    `</body></html>`;
  const email = oneLine(lead.email);
  return {
    from: settings.from,
    to: settings.to,
    // The address is checked by the database (no spaces, one @); name goes through the encoder.
    replyTo: /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(email) ? { name, address: email } : undefined,
    subject: clip(`New lead: ${name}${business ? ` (${business})` : ''}`, 150),
    messageId: leadMessageId(lead.id, settings.from),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': lead.id },
    text,
    html,
  };
}
