/**
 * The key that signs user sessions: an ES256 (P-256) key pair, as Supabase's asymmetric signing
 * keys. Taken from AUTH_SIGNING_KEY (a private JWK) or generated on first start and kept in
 * auth.signing_keys, so PGlite, PostgreSQL and several server processes on one database share it.
 * The HS256 JWT secret (public by default) never signs a user token. The public half is served
 * at /auth/v1/.well-known/jwks.json.
 */
import crypto from 'node:crypto';
import { calculateJwkThumbprint, compactVerify, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Queryable } from '../db/adapter.ts';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') {
    throw new Error('AUTH_SIGNING_KEY must be a private EC P-256 JWK (kty "EC", crv "P-256", with "d")');
  }
  const { d: _d, ...pub } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
  const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y, kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] };
  const privateKey = (await importJWK({ ...jwk, alg: SIGNING_ALG }, SIGNING_ALG)) as CryptoKey;
  const publicKey = (await importJWK({ kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y }, SIGNING_ALG)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}

/** AUTH_SIGNING_KEY when given, else the stored key, creating it the first time. */
export async function loadSigningKey(db: Queryable, fromEnv: string | undefined): Promise<SigningKey> {
  if (fromEnv) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(fromEnv) as JWK;
    } catch {
      throw new Error('AUTH_SIGNING_KEY is not valid JSON (expected a private EC P-256 JWK)');
    }
    return fromPrivateJwk(jwk);
  }
  const stored = await db.query<{ private_jwk: JWK }>('select private_jwk from auth.signing_keys order by created_at, kid limit 1');
  if (stored.rows[0]) return fromPrivateJwk(stored.rows[0].private_jwk);
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { d: _d, ...pub } = jwk;
  jwk.kid = await calculateJwkThumbprint(pub);
  // Another process may have created one at the same moment: keep whichever came first.
  await db.query(
    `insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk)
     select $1, $2, $3::jsonb, $4::jsonb where not exists (select 1 from auth.signing_keys)`,
    [jwk.kid, SIGNING_ALG, JSON.stringify(jwk), JSON.stringify(pub)],
  );
  const first = await db.query<{ private_jwk: JWK }>('select private_jwk from auth.signing_keys order by created_at, kid limit 1');
  return fromPrivateJwk(first.rows[0]?.private_jwk ?? jwk);
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

export class TokenSignatureError extends Error {
  override name = 'TokenSignatureError';
}

/**
 * Checks the signature only (ES256, our kid) and returns the payload; time claims are the
 * caller's, so each API can word its own errors. Throws TokenSignatureError.
 */
export async function verifySignature(key: SigningKey, token: string): Promise<Record<string, unknown>> {
  let payload: Uint8Array;
  try {
    const result = await compactVerify(token, key.publicKey, { algorithms: [SIGNING_ALG] });
    if (result.protectedHeader.kid !== key.kid) throw new Error('unknown kid');
    payload = result.payload;
  } catch (err) {
    throw new TokenSignatureError((err as Error).message);
  }
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new TokenSignatureError('payload is not JSON');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TokenSignatureError('payload is not an object');
  return claims as Record<string, unknown>;
}

/** The header's alg, or undefined when the token has no decodable header. */
export function tokenAlg(token: string): unknown {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { alg?: unknown }).alg;
  } catch {
    return undefined;
  }
}

/** Opaque refresh tokens and their stored form. */
export function newRefreshToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
