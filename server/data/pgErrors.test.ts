import { describe, expect, it } from 'vitest';
import { fromPgError, pgStatus } from './pgErrors.ts';

describe('PostgREST status mapping', () => {
  it.each([
    ['23502', 400],
    ['23514', 400],
    ['22P02', 400],
    ['22001', 400],
    ['23505', 409],
    ['23503', 409],
    ['42P01', 404],
    ['08006', 503],
    ['53300', 503],
    ['54000', 500],
    ['XX000', 500],
    ['PT418', 418],
    ['P0001', 400],
  ])('%s -> %i', (code, status) => {
    expect(pgStatus(code, 'x', false)).toBe(status);
  });

  it('42501 is 401 for the anon role and 403 for any other role', () => {
    const err = { code: '42501', message: 'permission denied for table submissions' };
    expect(fromPgError(err, 'anon').status).toBe(401);
    expect(fromPgError(err, 'anon').headers['WWW-Authenticate']).toBe('Bearer');
    expect(fromPgError(err, 'authenticated').status).toBe(403);
    expect(fromPgError(err, 'service_role').status).toBe(403);
  });
});
