import { describe, expect, it } from 'vitest';
import { isDisconnect } from './connection.ts';

describe('database disconnects', () => {
  it('57P01/57P03/class 08 and socket errors are disconnects; statement errors are not', () => {
    const pgErr = (code: string) => Object.assign(new Error(code), { severity: 'FATAL', code });
    expect(isDisconnect(pgErr('57P01'))).toBe(true);
    expect(isDisconnect(pgErr('57P03'))).toBe(true);
    expect(isDisconnect(pgErr('08006'))).toBe(true);
    expect(isDisconnect(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDisconnect(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDisconnect(pgErr('23514'))).toBe(false);
    expect(isDisconnect(pgErr('57014'))).toBe(false); // statement timeout / cancel
    expect(isDisconnect(new TypeError('x is not a function'))).toBe(false);
  });
});
