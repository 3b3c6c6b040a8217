import { describe, expect, it } from 'vitest';
import { isTitleCase, titleCaseProblems } from './titleCase';

describe('titleCaseProblems', () => {
  it.each([
    'Schedule a Consultation',
    'Get Started: Schedule a Consultation',
    'Not Sure What’s Right for You?',
    'Sign In Failed',
    'Set Up Two-Factor | Studio | Lumen Web Studio',
    'Good Coffee, *Slow* Mornings.',
    'Added to Cart!',
    'Live in 2–4 Days',
    'What Is It For',
    'E-mail the Link to the Client',
    'Free On-Site Estimate',
    'Up to 33% Off Selected Pieces',
  ])('accepts “%s”', (title) => {
    expect(titleCaseProblems(title)).toEqual([]);
  });

  it.each([
    ['Notes saved', ['“saved” needs a capital']],
    ['Sign in Failed', ['“in” is part of the verb “sign”: capitalise it']],
    ['Schedule A Consultation', ['“A” is a small word: lowercase']],
    ['a Place to Start', ['“a” needs a capital']],
    ['Where It Comes from', ['“from” needs a capital']],
    ['Studio: the Basics', ['“the” needs a capital']],
  ])('rejects “%s”', (title, problems) => {
    expect(titleCaseProblems(title)).toEqual(problems);
    expect(isTitleCase(title)).toBe(false);
  });
});
