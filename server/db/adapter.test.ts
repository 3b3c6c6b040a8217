import { describe, expect, it } from 'vitest';
import { isConnectionError, isPgError } from './adapter.ts';

describe('database error classification', () => {
  it('tells server errors, connection failures and bugs apart', () => {
    const pgErr = Object.assign(new Error('permission denied'), { severity: 'ERROR', code: '42501' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    expect(isPgError(pgErr)).toBe(true);
    expect(isPgError(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBe(false);
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(pgErr)).toBe(false);
    expect(isConnectionError(new TypeError('undefined is not a function'))).toBe(false);
  });
});
