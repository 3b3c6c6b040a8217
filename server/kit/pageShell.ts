/**
 * Page assembly shared by the prerender step (scripts/prerender.ts) and the form handler's
 * re-render (ssrPage.ts), so a page re-rendered after a post is built exactly like the
 * prerendered one: same <head>, preloads and font, with the render's own critical CSS and body.
 */

/** Where a page shell takes the render's styled-components CSS and its body. */
export const STYLES_SLOT = '<!--app-styles-->';
export const HTML_SLOT = '<!--app-html-->';

/** The consultation page's shell, written next to the SSR bundle by the prerender step. */
export const FORM_SHELL_FILE = 'consultation-shell.html';
/** The client review page's shell (server/review renders every review into it). */
export const REVIEW_SHELL_FILE = 'review-shell.html';

/** A demo contact page's shell (form/demoContact.ts), written there by the prerender step too. */
export const demoShellFile = (pagePath: string) => `demo-form-shell${pagePath.replaceAll('/', '--')}.html`;

/** React 19 emits the <title>/<meta>/<link> of a non-document root first: split them off for <head>. */
export function splitHead(html: string): { head: string; body: string } {
  let head = '';
  let body = html;
  for (;;) {
    const match = /^(<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)/.exec(body);
    if (!match?.[1]) break;
    head += match[1];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * Puts styles and body into a shell. Function replacers: the body can hold what a visitor typed,
 * and a string replacement would expand `$&`, `$'` and the like in it.
 */
export function fillShell(shell: string, part: { styles: string; body: string }): string {
  return shell.replace(STYLES_SLOT, () => part.styles).replace(HTML_SLOT, () => part.body);
}
