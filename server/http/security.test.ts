import { describe, expect, it } from 'vitest';
import { buildCsp, securityHeaderValues } from './security.ts';

describe('CSP', () => {
  it('adds only the configured API origin to connect-src', () => {
    expect(buildCsp()).toContain("connect-src 'self';");
    expect(buildCsp(['https://abc.supabase.co'])).toContain("connect-src 'self' https://abc.supabase.co;");
  });
  it("frames only this site, plus a Storybook published elsewhere (VITE_STORYBOOK_URL's origin)", () => {
    expect(buildCsp()).not.toContain('frame-src');
    expect(buildCsp([], ['https://storybook.example.com'])).toContain("frame-src 'self' https://storybook.example.com;");
  });
});

describe('security headers', () => {
  it('CORP always; HSTS only when HSTS_MAX_AGE is set', () => {
    expect(securityHeaderValues('x')['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(securityHeaderValues('x')['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaderValues('x', 31536000)['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
