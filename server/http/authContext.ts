/**
 * The auth context of an API request, as Supabase's gateway + PostgREST build it: an `apikey` is
 * required and must be one of the configured keys; the token is the `Authorization: Bearer` JWT
 * when present, else the apikey; its `role` claim (default anon) becomes the database role and its
 * claims are what the request's transaction publishes (data/asRole.ts).
 */
import type { Context } from 'hono';
import { HttpError, httpError } from './errors.ts';

export type Claims = Record<string, unknown>;

/** Who a request runs as: the database role and the JWT claims. */
export interface AuthContext {
  role: string;
  /** The verified claims with `role` filled in, as PostgREST passes them to request.jwt.claims. */
  claims: Claims;
  /** JSON.stringify(claims), computed once per verified token. */
  claimsJson?: string;
}

/** The roles a token may select; anything else is refused before it reaches the database. */
export const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);
export const ANON_ROLE = 'anon';

// The gateway's answers (hosted Supabase checks the key before PostgREST sees the request).
export const noApiKey = () =>
  httpError(401, 'no_api_key', 'No API key found in request', {
    hint: 'No `apikey` request header or url param was found.',
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

export const invalidApiKey = () =>
  httpError(401, 'invalid_api_key', 'Invalid API key', {
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
    headers: { 'WWW-Authenticate': 'Bearer' },
  });

/**
 * What `authenticate` needs of the token verifier (jwtVerifier.ts's JwtVerifier): declared here, so
 * the verifier depends on this module and not the other way round.
 */
export interface TokenVerifier {
  /** True for a key the gateway accepts as `apikey`. */
  isApiKey(key: string): Promise<boolean>;
  /** The token's role and claims, or the PostgREST 401 (an HttpError). */
  verify(token: string): Promise<AuthContext>;
}

export interface Credentials {
  apikey: string | undefined;
  authorization: string | undefined;
}

/** A request's credentials: the `apikey` header (or `?apikey=`, as supabase-js allows) and Authorization. */
export function credentials(c: Context): Credentials {
  return { apikey: c.req.header('apikey') ?? c.req.query('apikey'), authorization: c.req.header('authorization') };
}

/**
 * Gateway step (apikey must be a valid key) then PostgREST step (verify the bearer token).
 * `Bearer sb_...` (new-format keys) counts as no user token, as Supabase's gateway treats it.
 */
export async function authenticate(verifier: TokenVerifier, creds: Credentials): Promise<AuthContext> {
  const apikey = creds.apikey?.trim();
  if (!apikey) throw noApiKey();
  if (!(await verifier.isApiKey(apikey))) throw invalidApiKey();
  let keyAuth: AuthContext;
  try {
    keyAuth = await verifier.verify(apikey);
  } catch (err) {
    if (err instanceof HttpError) throw invalidApiKey();
    throw err;
  }
  const authorization = creds.authorization?.trim();
  // Other schemes (Basic...) are not ours to judge: the apikey decides, as without the header.
  if (authorization === undefined || !/^bearer(\s|$)/i.test(authorization)) return keyAuth;
  const token = authorization.slice('bearer'.length).trim();
  if (token.startsWith('sb_')) return keyAuth;
  return verifier.verify(token);
}

/**
 * PostgREST switches to whatever role the token names, and the database answers: a missing role
 * is 22023 (401), a role the authenticator may not assume is 42501 (403 unless anon). Our
 * connection is a superuser that could assume any role, so the allow-list is enforced here and
 * the same answers are produced. `roleExists` is only consulted for refused roles.
 */
export async function assertApiRole(role: string, roleExists: (role: string) => Promise<boolean>): Promise<void> {
  if (API_ROLES.has(role)) return;
  if (await roleExists(role)) {
    throw httpError(403, '42501', `permission denied to set role "${role}"`);
  }
  throw httpError(401, '22023', `role "${role}" does not exist`, { headers: { 'WWW-Authenticate': 'Bearer' } });
}
