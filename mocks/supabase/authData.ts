/**
 * Users, factors and sessions shaped like GoTrue's answers (contract §3.3, §3.4), for the auth
 * mocks, stories and unit tests. Access tokens are real three-part JWTs with the claims auth-js
 * decodes (`aal`, `amr`, …) and a placeholder signature: auth-js never verifies them.
 */
import type { Factor, Session, User } from '@supabase/supabase-js';

export const MOCK_STAFF = {
  id: '6c1f0a52-3d4b-4f8e-9a1c-2b7d5e8f9a01',
  email: 'ada@lumenwebstudio.com',
  password: 'correct horse battery staple',
} as const;

export const MOCK_FACTOR_ID = '0b9d7c1e-5a4f-4e2b-8c3d-1f6a9e2b7c40';
export const MOCK_CHALLENGE_ID = '7e3a1b9c-2d4f-4a6b-9c8e-5f1d3a7b2c61';
/** Base32 TOTP secret of the mocked enrollment (20 bytes, like GoTrue's). */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const MOCK_TOTP_URI = `otpauth://totp/localhost:${encodeURIComponent(MOCK_STAFF.email)}?algorithm=SHA1&digits=6&issuer=localhost&period=30&secret=${MOCK_TOTP_SECRET}`;

const CREATED = '2026-11-20T09:30:00Z';

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned-looking JWT with the given claims (header, payload, placeholder signature). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'ES256', kid: 'mock-key', typ: 'JWT' })}.${base64url(claims)}.bW9jay1zaWduYXR1cmU`;
}

export function mockFactor(status: Factor['status'] = 'verified', id = MOCK_FACTOR_ID): Factor {
  return {
    id,
    friendly_name: 'Authenticator app',
    factor_type: 'totp',
    status,
    created_at: CREATED,
    updated_at: CREATED,
  } as Factor;
}

export function mockUser({ factors = [] as Factor[], email = MOCK_STAFF.email as string, appMetadata = {} as Record<string, unknown> } = {}): User {
  return {
    id: MOCK_STAFF.id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    email_confirmed_at: CREATED,
    confirmed_at: CREATED,
    last_sign_in_at: CREATED,
    app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
    user_metadata: {},
    identities: [],
    created_at: CREATED,
    updated_at: CREATED,
    is_anonymous: false,
    ...(factors.length ? { factors } : {}),
  };
}

export interface MockSessionOptions {
  aal?: 'aal1' | 'aal2';
  factors?: Factor[];
  /** Seconds until the access token expires (negative: already expired). */
  expiresIn?: number;
  email?: string;
  /** Makes tokens of otherwise equal sessions differ. */
  generation?: number;
  /** Extra app_metadata (e.g. the server's totp_failures report). */
  appMetadata?: Record<string, unknown>;
}

let generation = 0;

/** A token response / stored session as GoTrue answers it. */
export function mockSession({ aal = 'aal1', factors = [], expiresIn = 3600, email = MOCK_STAFF.email as string, appMetadata = {} }: MockSessionOptions = {}): Session {
  const now = Math.floor(Date.now() / 1000);
  const n = ++generation;
  const amr = aal === 'aal2' ? [{ method: 'totp', timestamp: now }, { method: 'password', timestamp: now - 30 }] : [{ method: 'password', timestamp: now }];
  const access_token = fakeJwt({
    iss: 'http://localhost/auth/v1',
    sub: MOCK_STAFF.id,
    aud: 'authenticated',
    exp: now + expiresIn,
    iat: now,
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
    user_metadata: {},
    role: 'authenticated',
    aal,
    amr,
    session_id: `3f2a9c4e-8b1d-4c7a-9e5f-${String(n).padStart(12, '0')}`,
    is_anonymous: false,
  });
  return {
    access_token,
    token_type: 'bearer',
    expires_in: Math.max(expiresIn, 1),
    expires_at: now + expiresIn,
    refresh_token: `mock-refresh-${n}`,
    user: mockUser({ factors, email, appMetadata }),
  };
}

/** The session right after a password sign-in of a staff member who has (or has not yet) set up TOTP. */
export const signedInSession = (enrolled: boolean) => mockSession({ aal: 'aal1', factors: enrolled ? [mockFactor('verified')] : [] });

/** The session after a verified TOTP code. */
export const verifiedSession = () => mockSession({ aal: 'aal2', factors: [mockFactor('verified')] });
