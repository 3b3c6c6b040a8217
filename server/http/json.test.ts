import { describe, expect, it } from 'vitest';
import { checkJsonContentType, checkJsonDepth, MAX_JSON_DEPTH } from './json.ts';

describe('JSON body checks', () => {
  it('only application/json (UTF-8) is accepted', () => {
    expect(() => checkJsonContentType('application/json')).not.toThrow();
    expect(() => checkJsonContentType('Application/JSON; charset=UTF-8')).not.toThrow();
    for (const t of [
      undefined,
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]) {
      expect(() => checkJsonContentType(t), String(t)).toThrow(expect.objectContaining({ status: 400, code: 'unsupported_content_type' }));
    }
  });

  it('depth is counted outside strings only', () => {
    expect(() => checkJsonDepth('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => checkJsonDepth('['.repeat(MAX_JSON_DEPTH + 1))).toThrow(/nested deeper/);
    expect(() => checkJsonDepth(JSON.stringify({ m: '['.repeat(1000) + '\\"[' }))).not.toThrow();
  });
});
