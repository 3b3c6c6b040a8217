// No React: the page's script (src/entry-client.tsx) imports this.
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';

/** Writes the visitor's current year into every CurrentYear inside `root`. */
export function showCurrentYear(root: ParentNode): void {
  const year = String(new Date().getFullYear());
  root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`).forEach((element) => {
    if (element.textContent !== year) element.textContent = year;
  });
}
