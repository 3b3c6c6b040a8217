/**
 * The key that signs user sessions, kept in auth.signing_keys when AUTH_SIGNING_KEY is not set:
 * generated on the first start, then shared by every server process on the database.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { Queryable } from '../../db/adapter.ts';
import { SIGNING_ALG, signingKeyFromJwk } from '../../kit/keys.ts';
import type { SigningKey } from '../../kit/keys.ts';

/** AUTH_SIGNING_KEY when given, else the stored key, creating it the first time. */
export async function loadSigningKey(db: Queryable, fromEnv: string | undefined): Promise<SigningKey> {
  if (fromEnv) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(fromEnv) as JWK;
    } catch {
      throw new Error('AUTH_SIGNING_KEY is not valid JSON (expected a private EC P-256 JWK)');
    }
    return signingKeyFromJwk(jwk);
  }
  const stored = await db.query<{ private_jwk: JWK }>('select private_jwk from auth.signing_keys order by created_at, kid limit 1');
  if (stored.rows[0]) return signingKeyFromJwk(stored.rows[0].private_jwk);
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
  return signingKeyFromJwk(first.rows[0]?.private_jwk ?? jwk);
}
