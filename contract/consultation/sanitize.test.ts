import { describe, expect, it } from 'vitest';
import { sanitizeEmail, sanitizeName } from './sanitize.ts';

describe('sanitising names and e-mails', () => {
  it('removes bidi controls and zero-width characters; names keep ZWNJ/ZWJ', () => {
    expect(sanitizeName('\u202eevil\u202c\u200b \u2066Name\u2069\ufeff')).toBe('evil Name');
    expect(sanitizeName('👩🏽\u200d💻 می\u200cخواهم')).toBe('👩🏽\u200d💻 می\u200cخواهم');
    expect(sanitizeEmail('\u200bann\u200c@exa\u200dmple.com\u00ad')).toBe('ann@example.com');
  });
});
