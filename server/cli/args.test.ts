import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from './args.ts';

describe('command lines', () => {
  const parse = (args: string[], max = 1) => parseCommandLine('usage', ['email'], max, args);

  it('string options in both spellings and the positional arguments', () => {
    expect(parse(['add', '--email', 'a@b.co'])).toEqual({ values: { email: 'a@b.co' }, positionals: ['add'] });
    expect(parse(['--email=a@b.co', 'remove'])).toEqual({ values: { email: 'a@b.co' }, positionals: ['remove'] });
    expect(parse([])).toEqual({ values: {}, positionals: [] });
  });

  it('an unknown option, a missing value or a stray argument is a usage error naming it', () => {
    expect(() => parse(['list', '--mail', 'x'])).toThrow(UsageError);
    expect(() => parse(['list', '--mail', 'x'])).toThrow(/Unknown option '--mail'/);
    expect(() => parse(['add', '--email'])).toThrow(/--email/);
    expect(() => parse(['list', 'extra'])).toThrow('unexpected argument "extra"');
    expect(() => parse(['restore', 'file'], 2)).not.toThrow();
  });
});
