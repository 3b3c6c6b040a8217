/**
 * The Title Case rule of the writing guide (stories/Guides/Writing.mdx), as a check: headings,
 * buttons, links, tabs, dialog and toast titles capitalise every word except articles, short
 * conjunctions and short prepositions, which are lowercase unless first or last ("Schedule a
 * Consultation", "Back to Shop"). The particle of a phrasal verb is capitalised: "Sign In Failed".
 */

/** Articles, short conjunctions and short prepositions: lowercase inside a title. */
export const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the',
  'and', 'as', 'but', 'for', 'if', 'nor', 'or', 'so', 'yet',
  'at', 'by', 'from', 'in', 'into', 'of', 'on', 'onto', 'over', 'per', 'to', 'via', 'vs', 'with',
]); // prettier-ignore

/** Verbs whose particle is part of the verb, so it takes a capital: Sign In, Set Up, Log Out. */
export const PHRASAL_VERBS: ReadonlySet<string> = new Set(['sign', 'set', 'log']);

/** Marks that end a part of a title: the next word starts it again (capitalised). */
const PART_BREAK = /[:|–—]$/;

/** A token without emphasis asterisks, quotes and punctuation. */
function bare(token: string): string {
  return token.replace(/^[*“‘"'(]+|[*”’"'),.!?:;…]+$/g, '');
}

/** What is wrong with a title's capitalisation (empty when it follows the rule). */
export function titleCaseProblems(title: string): string[] {
  const tokens = title.split(/\s+/).filter(Boolean);
  const problems: string[] = [];
  let partStart = true;
  let previous = '';
  tokens.forEach((token, index) => {
    // A hyphenated compound is checked by its first part, which is never a small word: "Free On-Site Estimate".
    const [word = '', ...rest] = bare(token).split('-');
    const last = index === tokens.length - 1 || PART_BREAK.test(token);
    const lettered = /^\p{L}/u.test(word);
    if (lettered) {
      const lower = word.toLowerCase();
      const capital = /^\p{Lu}/u.test(word);
      const small = SMALL_WORDS.has(lower) && rest.length === 0 && !partStart && !last;
      if (!small && !capital) problems.push(`“${word}” needs a capital`);
      const particle = PHRASAL_VERBS.has(previous);
      if (small && !capital && particle) problems.push(`“${word}” is part of the verb “${previous}”: capitalise it`);
      if (small && capital && !particle) problems.push(`“${word}” is a small word: lowercase`);
      previous = lower;
    }
    partStart = PART_BREAK.test(token) || token === '|';
  });
  return problems;
}

/** True when the title follows the rule. */
export function isTitleCase(title: string): boolean {
  return titleCaseProblems(title).length === 0;
}
