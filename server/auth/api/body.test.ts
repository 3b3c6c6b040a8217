import { describe, expect, it } from 'vitest';
import { findInvalidCharacter } from './body.ts';

describe('invalid characters in auth bodies', () => {
  it('finds NUL and unpaired surrogates in keys and values at any depth, and nothing else', () => {
    expect(findInvalidCharacter({ email: 'a@b.co', data: { list: ['x', { y: 'Zoë 🦄\t\n' }] } })).toBeUndefined();
    expect(findInvalidCharacter({ email: 'a\u0000b' })).toEqual({ path: 'email', char: 'U+0000' });
    expect(findInvalidCharacter({ data: { list: ['ok', 'x\ud800'] } })).toEqual({ path: 'data.list[1]', char: 'an unpaired surrogate' });
    expect(findInvalidCharacter({ data: { 'k\u0000': 1 } })?.char).toBe('U+0000');
    expect(findInvalidCharacter({ s: '\udc00\ud800' })?.char).toBe('an unpaired surrogate');
    expect(findInvalidCharacter({ s: '\ud83e\udd84' })).toBeUndefined();
  });
});
