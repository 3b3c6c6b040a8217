/**
 * JWT verification as PostgREST does it (src/PostgREST/Auth/Jwt.hs, Error.hs): HS256 tokens signed
 * with our secret (the API keys, and tokens signed like them) and ES256 user sessions signed with
 * the session key (keys.ts); signature first, then the time claims with 30 s clock skew. Errors are
 * PostgREST's PGRST301 (decode, signature, algorithm) and PGRST303 (claims), both 401 with an
 * RFC 6750 challenge. What a request then runs as: authContext.ts.
 */
import { decodeHeader, signAnonKey, signServiceRoleKey, TokenSignatureError, verifySecretSignature, verifySignature } from '../kit/keys.ts';
import type { SigningKey } from '../kit/keys.ts';
import { ANON_ROLE } from './authContext.ts';
import type { AuthContext, Claims, TokenVerifier } from './authContext.ts';
import type { HttpError } from './errors.ts';
import { httpError } from './errors.ts';

function jwtError(code: 'PGRST301' | 'PGRST303', message: string): HttpError {
  return httpError(401, code, message, {
    headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` },
  });
}
export const jwtDecodeError = (message: string) => jwtError('PGRST301', message);
export const jwtClaimsError = (message: string) => jwtError('PGRST303', message);

const ALLOWED_SKEW_SECONDS = 30;
const CACHE_LIMIT = 1000;

interface CacheEntry {
  claims: Claims;
  result: AuthContext;
}

export interface VerifierOptions {
  secret: string;
  /**
   * False while the secret is the public local-development one: anyone can sign tokens with it,
   * so only `anon` (what the public anon key grants anyway) is honoured.
   */
  allowPrivilegedRoles: boolean;
  /** The key user sessions are signed with (ES256, kit/keys.ts); its tokens carry role `authenticated`. */
  userKey?: SigningKey;
}

export class JwtVerifier implements TokenVerifier {
  readonly #secret: string;
  readonly #allowPrivileged: boolean;
  // Verified-token cache (PostgREST keeps one too): the anon key is the same on every request,
  // and an HMAC + JSON parse per request is measurable under load. Claims are re-checked on hits.
  readonly #cache = new Map<string, CacheEntry>();
  readonly #userKey: SigningKey | undefined;
  #apiKeys: Promise<ReadonlySet<string>> | undefined;

  constructor(options: VerifierOptions) {
    this.#secret = options.secret;
    this.#allowPrivileged = options.allowPrivilegedRoles;
    this.#userKey = options.userKey;
  }

  /**
   * The gateway's check: only the configured anon key (and the service_role key when the secret
   * is private) may be sent as `apikey`; user tokens belong in Authorization.
   */
  async isApiKey(key: string): Promise<boolean> {
    this.#apiKeys ??= (async () => {
      const keys = [await signAnonKey(this.#secret)];
      if (this.#allowPrivileged) keys.push(await signServiceRoleKey(this.#secret));
      return new Set(keys);
    })();
    return (await this.#apiKeys).has(key);
  }

  /** Verifies a JWT and returns its role and claims, or throws the PostgREST 401 (PGRST301/PGRST303). */
  async verify(token: string): Promise<AuthContext> {
    const cached = this.#cache.get(token);
    if (cached) {
      checkClaims(cached.claims); // time claims can expire while cached
      return cached.result;
    }
    const { claims, userToken } = await this.#verifySignature(token);
    checkClaims(claims);
    const roleClaim = claims.role;
    const role = roleClaim === undefined ? ANON_ROLE : typeof roleClaim === 'string' ? roleClaim : JSON.stringify(roleClaim);
    if (userToken && role !== 'authenticated') throw jwtDecodeError('A user session token must have the authenticated role');
    if (!userToken && role !== ANON_ROLE && !this.#allowPrivileged) {
      throw jwtDecodeError('Only the anon role is accepted while the server uses the public development JWT secret');
    }
    const withRole = { ...claims, role };
    const result: AuthContext = { role, claims: withRole, claimsJson: JSON.stringify(withRole) };
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
    this.#cache.set(token, { claims, result });
    return result;
  }

  async #verifySignature(token: string): Promise<{ claims: Claims; userToken: boolean }> {
    if (token === '') throw jwtDecodeError('Empty JWT is sent in Authorization header');
    const parts = token.split('.');
    if (parts.length !== 3) throw jwtDecodeError(`Expected 3 parts in JWT; got ${parts.length}`);
    // Refuse every algorithm but HS256 (notably "none") before any crypto runs.
    let alg: unknown;
    try {
      alg = (decodeHeader(token) as { alg?: unknown }).alg;
    } catch {
      throw jwtDecodeError('JWT cryptographic operation failed');
    }
    if (alg === 'ES256' && this.#userKey) {
      try {
        return { claims: await verifySignature(this.#userKey, token), userToken: true };
      } catch (err) {
        if (err instanceof TokenSignatureError) throw jwtDecodeError('JWT cryptographic operation failed');
        throw err;
      }
    }
    if (alg !== 'HS256') throw jwtDecodeError('Wrong or unsupported encoding algorithm');
    let payload: unknown;
    try {
      // Time claims are checked below with PostgREST's messages and skew, after the signature.
      payload = await verifySecretSignature(this.#secret, token);
    } catch {
      throw jwtDecodeError('JWT cryptographic operation failed');
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw jwtClaimsError('Parsing claims failed');
    }
    return { claims: payload as Claims, userToken: false };
  }
}

function checkClaims(claims: Claims): void {
  const now = Math.floor(Date.now() / 1000);
  const time = (key: 'exp' | 'nbf' | 'iat'): number | undefined => {
    const v = claims[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw jwtClaimsError(`The JWT '${key}' claim must be a number`);
    return v;
  };
  const exp = time('exp');
  const nbf = time('nbf');
  const iat = time('iat');
  if (exp !== undefined && now - ALLOWED_SKEW_SECONDS > exp) throw jwtClaimsError('JWT expired');
  if (nbf !== undefined && now + ALLOWED_SKEW_SECONDS < nbf) throw jwtClaimsError('JWT not yet valid');
  if (iat !== undefined && now + ALLOWED_SKEW_SECONDS < iat) throw jwtClaimsError('JWT issued at future');
  const aud = claims.aud;
  if (aud !== undefined && typeof aud !== 'string' && !(Array.isArray(aud) && aud.every((a) => typeof a === 'string'))) {
    throw jwtClaimsError("The JWT 'aud' claim must be a string or an array of strings");
  }
}
