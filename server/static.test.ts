import { describe, expect, it } from 'vitest';
import { decodeSegments } from './static.ts';

describe('static path decoding', () => {
  it.each([
    ['/', []],
    ['/demo/one-time', ['demo', 'one-time']],
    ['/caf%C3%A9', ['café']],
    ['/..%2f..%2fetc/passwd', 'forbidden'],
    ['/.env', 'forbidden'],
    ['/.vite/manifest.json', 'forbidden'],
    ['/a/%2e%2e/b', 'forbidden'],
    ['/a%5c..%5cb', 'forbidden'],
    ['/a%00b', 'forbidden'],
    ['/%E0%A4%A', 'bad'],
  ])('%s', (p, expected) => {
    expect(decodeSegments(p)).toEqual(expected);
  });
});
