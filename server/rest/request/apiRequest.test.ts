import { describe, expect, it } from 'vitest';
import { negotiate, parsePayload, parsePrefer } from './apiRequest.ts';

describe('request parsing', () => {
  it('Prefer', () => {
    expect(parsePrefer('count=exact, return=representation, missing=default')).toMatchObject({
      return: 'representation',
      count: true,
      missingDefault: true,
    });
    expect(parsePrefer(undefined)).toMatchObject({ return: 'minimal', count: false, missingDefault: false, resolution: undefined });
  });

  it('Accept', () => {
    expect(negotiate(undefined)).toBe('array');
    expect(negotiate('application/vnd.pgrst.object+json')).toBe('object');
    expect(() => negotiate('text/csv')).toThrow(/None of these media types/);
  });

  it('payload: an object or a non-empty array of objects; null, scalars, [] and forms are refused', () => {
    expect(parsePayload('application/json', '{"a":1}', false)).toEqual({ rows: [{ a: 1 }], keys: ['a'] });
    for (const body of ['null', '42', '"hello"', 'true', '[]', '[null]']) {
      expect(() => parsePayload('application/json', body, false), body).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(() => parsePayload('application/x-www-form-urlencoded', 'a=1', false)).toThrow(/Content-Type not acceptable/);
  });
});
