import { describe, expect, it } from 'vitest';
import { fakeJwt, mockFactor, mockSession } from '../../../mocks/supabase/authData';
import { assuranceOf } from './assurance';
import { failureOf } from './messages';
import { safeQrCodeUrl } from './qrCode';

describe('assuranceOf (what mfa.getAuthenticatorAssuranceLevel answers)', () => {
  it('no session: null levels', () => expect(assuranceOf(null)).toEqual({ currentLevel: null, nextLevel: null }));
  it('aal1 without factors stays aal1', () => expect(assuranceOf(mockSession())).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' }));
  it('aal1 with a verified factor: next is aal2', () =>
    expect(assuranceOf(mockSession({ factors: [mockFactor('verified')] }))).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' }));
  it('an unverified factor does not raise the next level', () =>
    expect(assuranceOf(mockSession({ factors: [mockFactor('unverified')] }))).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' }));
  it('aal2', () =>
    expect(assuranceOf(mockSession({ aal: 'aal2', factors: [mockFactor()] }))).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' }));
  it('a token that is not a JWT has no level', () =>
    expect(assuranceOf({ ...mockSession(), access_token: 'opaque' })).toEqual({ currentLevel: null, nextLevel: null }));
  it('reads the aal claim of any JWT', () =>
    expect(assuranceOf({ ...mockSession(), access_token: fakeJwt({ aal: 'aal2' }) }).currentLevel).toBe('aal2'));
});

describe('failureOf', () => {
  it('keeps message, code and status', () =>
    expect(failureOf({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 })).toEqual({
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      status: 400,
    }));
  it.each([[{ message: '' }], [{}], [null], [undefined], ['  ']])("no message (%j): 'Something went wrong'", (error) =>
    expect(failureOf(error).message).toBe('Something went wrong'),
  );
});

describe('safeQrCodeUrl', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1"/></svg>';
  it("percent-encodes auth-js' raw data URL, so a '#' cannot cut it short", () => {
    const url = safeQrCodeUrl(`data:image/svg+xml;utf-8,${svg}`);
    expect(url).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(url).not.toContain('#');
  });
  it('undoes a doubled prefix and an already encoded body', () =>
    expect(safeQrCodeUrl(`data:image/svg+xml;utf-8,data:image/svg+xml;utf-8,${encodeURIComponent(svg)}`)).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    ));
  it('leaves another image URL alone', () =>
    expect(safeQrCodeUrl('data:image/svg+xml;utf-8,data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA'));
});
