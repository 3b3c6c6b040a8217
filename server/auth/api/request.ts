/** Request helpers shared by the endpoint modules: JSON bodies (body.ts), client address, the signed-in user, the factor in the path. */
import type { Context } from 'hono';
import type { Database } from '../../db/adapter.ts';
import { clientKey } from '../../http/clientAddress.ts';
import { tokenAlg, TokenSignatureError, verifySignature } from '../../kit/keys.ts';
import type { SigningKey } from '../../kit/keys.ts';
import type { AuthOptions } from '../../config/auth.ts';
import type { DeviceCookies } from '../device.ts';
import { badJson, badJwt, factorNotFound, noAuthorization, notFound, sessionNotFound, userNotFound } from '../errors.ts';
import type { AuthLimits } from '../signInPolicy.ts';
import type { Passwords } from '../passwords.ts';
import { findFactor } from '../models/factors.ts';
import type { FactorRow } from '../models/factors.ts';
import { findSession } from '../models/sessions.ts';
import type { SessionRow } from '../models/sessions.ts';
import { findUserById } from '../models/users.ts';
import type { UserRow } from '../models/users.ts';

export interface AuthDeps {
  db: Database;
  key: SigningKey;
  options: AuthOptions;
  passwords: Passwords;
  limits: AuthLimits;
  trustProxy: boolean | number;
  /** Device cookies (device.ts); createAuthApp derives them from `key` when not given. */
  devices: DeviceCookies;
}

export { readJson } from './body.ts';
export type { Body } from './body.ts';
import type { Body } from './body.ts';

/** A field that must be a string when present (Go's decoder refuses other types the same way). */
export function stringField(body: Body, name: string): string | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badJson(`cannot unmarshal ${typeof v} into field "${name}" of type string`);
  return v;
}

/** The client address rate limits count against: the same rule as /rest/v1 (http/clientAddress.ts). */
export function clientAddress(c: Context, trustProxy: boolean | number): string {
  return clientKey(c, trustProxy); // an invalid forwarded address is validation_failed (fromHttpError)
}

/** `iss` of new access tokens: configuration (AUTH_ISSUER, else SITE_URL), never the request's Host. */
export function issuer(_c: Context, options: AuthOptions): string {
  return options.issuer;
}

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
  claims: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** GoTrue's requireAuthentication: a valid user access token whose user and session still exist. */
export async function requireUser(c: Context, deps: AuthDeps): Promise<SignedIn> {
  const header = c.req.header('authorization')?.trim();
  const m = header ? /^bearer\s+(\S+)$/i.exec(header) : null;
  if (!m?.[1]) throw noAuthorization();
  const token = m[1];
  let claims: Record<string, unknown>;
  try {
    if (tokenAlg(token) !== 'ES256') throw new TokenSignatureError('signing method is not ES256');
    claims = await verifySignature(deps.key, token);
  } catch (err) {
    if (err instanceof TokenSignatureError) throw badJwt(`invalid JWT: unable to parse or verify signature, ${err.message}`);
    throw err;
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp < now) {
    throw badJwt('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') throw badJwt('invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badJwt('invalid claim: sub claim must be a UUID');
  if (!isUuid(claims.session_id)) throw badJwt('invalid claim: session_id claim must be a UUID');
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw userNotFound();
  const session = await findSession(deps.db, claims.session_id);
  if (!session || session.user_id !== user.id) throw sessionNotFound();
  return { user, session, claims };
}

/** The factor named in the path, if it is the signed-in user's. */
export async function loadFactor(c: Context, deps: AuthDeps, who: SignedIn): Promise<FactorRow> {
  const id = c.req.param('id');
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(deps.db, id, who.user.id);
  if (!factor) throw factorNotFound();
  return factor;
}
