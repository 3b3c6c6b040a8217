import { expect, type Page } from '@playwright/test';

/** Collects console errors/warnings and page errors; call `expectClean()` at the end of a test. */
export function watchConsole(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    expectClean: () => expect(problems, 'console errors or warnings').toEqual([]),
  };
}
