/**
 * Every key the server signs or checks a JWT with, all through jose:
 *
 * - API keys, Supabase style: HS256 JWTs signed with the project's JWT secret, differing only in
 *   their `role` claim. The anon key is public (it ships in the front-end bundle); access control is
 *   RLS in the database, never the secrecy of this key. `npm run keys` prints them (cli/keys.ts).
 * - The key that signs user sessions: ES256 (P-256), as Supabase's asymmetric signing keys. Taken
 *   from AUTH_SIGNING_KEY (a private JWK) or generated on first start and kept in auth.signing_keys
 *   (auth/models/signingKeys.ts), so several server processes on one database share it. The HS256 secret (public by default)
 *   never signs a user token. The public half is served at /auth/v1/.well-known/jwks.json.
 *
 * Verification checks signatures only; each API checks the time claims with its own wording.
 */
import { calculateJwkThumbprint, compactVerify, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';

/**
 * The Supabase CLI's well-known local-development secret. Public knowledge, so while it is in use
 * the server accepts only anon tokens (see http/jwtVerifier.ts); set JWT_SECRET for anything else.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Fixed so the key is a reproducible constant: 2023-11-14 and 2033-05-18. */
export const KEY_ISSUED_AT = 1_700_000_000;
export const KEY_EXPIRES_AT = 2_000_000_000;

/** signAnonKey(LOCAL_JWT_SECRET): the front end's default VITE_SUPABASE_ANON_KEY. */
export const LOCAL_ANON_KEY =
  // header.payload.signature
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImxvY2FsIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAwMDAwMDAwMH0.' +
  '3hdEB7Eeu-XRLpogxG_8enpiNpZfCHxr1QBU0zICRSY';

export type ApiKeyRole = 'anon' | 'service_role';

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export function signApiKey(secret: string, role: ApiKeyRole): Promise<string> {
  const claims = { iss: 'supabase', ref: 'local', role, iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT };
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export function signAnonKey(secret: string): Promise<string> {
  return signApiKey(secret, 'anon');
}

/** Full access, bypasses RLS. Keep it on servers only; never put it in front-end code. */
export function signServiceRoleKey(secret: string): Promise<string> {
  return signApiKey(secret, 'service_role');
}

export class TokenSignatureError extends Error {
  override name = 'TokenSignatureError';
}

/** The token's decoded header (any JSON value); throws when it is not base64url JSON. */
export function decodeHeader(token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
}

/** The header's alg, or undefined when the token has no decodable header. */
export function tokenAlg(token: string): unknown {
  try {
    return (decodeHeader(token) as { alg?: unknown }).alg;
  } catch {
    return undefined;
  }
}

/** Signature check with one algorithm (and kid), then the payload parsed as JSON; throws TokenSignatureError. */
async function verifiedPayload(token: string, key: CryptoKey | Uint8Array, alg: string, kid?: string): Promise<unknown> {
  let payload: Uint8Array;
  try {
    const { protectedHeader, payload: bytes } = await compactVerify(token, key, { algorithms: [alg] });
    if (kid !== undefined && protectedHeader.kid !== kid) throw new Error('unknown kid');
    payload = bytes;
  } catch (err) {
    throw new TokenSignatureError((err as Error).message);
  }
  try {
    return JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new TokenSignatureError('payload is not JSON');
  }
}

const JWT_TYP = /^(application\/)?jwt$/i;

/**
 * An HS256 token signed with `secret` (an API key or a token signed like one): its payload, any
 * JSON value. The header may name no other type than JWT and no critical extensions.
 */
export async function verifySecretSignature(secret: string, token: string): Promise<unknown> {
  let header: { typ?: unknown; crit?: unknown };
  try {
    header = decodeHeader(token) as typeof header;
  } catch {
    throw new TokenSignatureError('header is not JSON');
  }
  if ((header.typ !== undefined && !(typeof header.typ === 'string' && JWT_TYP.test(header.typ))) || header.crit !== undefined) {
    throw new TokenSignatureError('unsupported header');
  }
  return verifiedPayload(token, secretKey(secret), 'HS256');
}

// ---- the session signing key ----

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** A signing key from a private EC P-256 JWK (AUTH_SIGNING_KEY, or the one kept in the database). */
export async function signingKeyFromJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') {
    throw new Error('AUTH_SIGNING_KEY must be a private EC P-256 JWK (kty "EC", crv "P-256", with "d")');
  }
  const { d: _d, ...pub } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
  const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y, kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] };
  // Extractable: the device-cookie key is derived from it (auth/device.ts); it never leaves the process.
  const privateKey = (await importJWK({ ...jwk, alg: SIGNING_ALG }, SIGNING_ALG, { extractable: true })) as CryptoKey;
  const publicKey = (await importJWK({ kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y }, SIGNING_ALG)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}

/**
 * Access tokens go back in an Authorization header; Node refuses requests whose headers exceed
 * 16 KB (and resets the connection). Every claim is bounded (e-mail 254, metadata 4 KB, two amr
 * entries), so a token stays far below this; the check makes a larger one an error here instead of
 * a session that can never be used.
 */
export const ACCESS_TOKEN_MAX_BYTES = 8192;

export async function signAccessToken(key: SigningKey, claims: Record<string, unknown>): Promise<string> {
  const token = await new SignJWT(claims).setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
  if (token.length > ACCESS_TOKEN_MAX_BYTES) throw new Error(`access token of ${token.length} bytes exceeds ${ACCESS_TOKEN_MAX_BYTES}`);
  return token;
}

/** A user session token (ES256, our kid): its payload object. Throws TokenSignatureError. */
export async function verifySignature(key: SigningKey, token: string): Promise<Record<string, unknown>> {
  const claims = await verifiedPayload(token, key.publicKey, SIGNING_ALG, key.kid);
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TokenSignatureError('payload is not an object');
  return claims as Record<string, unknown>;
}
