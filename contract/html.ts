/**
 * The one escaper for markup built as strings: the server's fallback form page (server/form/fallback.ts),
 * its e-mails (server/outbox) and the share images' SVG (scripts/og). React escapes everything the
 * site itself renders. Numeric references, so the result is valid in HTML text and attributes and in XML.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
