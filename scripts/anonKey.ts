/**
 * The build's check of VITE_SUPABASE_ANON_KEY (vite.config.ts, `npm run build`): the key the site
 * is built with must be an anon JWT — a service_role key or another line pasted from `npm run keys`,
 * a truncated key, an empty value would make every submission 401 `invalid_api_key`, found only when a
 * visitor complains. With JWT_SECRET in the build's environment the key must also be signed with it
 * (unset, the site gets the local development key, which such a server refuses). Supabase's
 * publishable keys (`sb_publishable_…`) are not JWTs and are taken as they are.
 */
import { decodeJwt, jwtVerify } from 'jose';
import { LOCAL_ANON_KEY } from '../server/kit/keys.ts';

const FIX =
  "use the anon key `npm run keys` prints for the server's JWT_SECRET (or the project's anon/publishable key for hosted Supabase)";
const Fix = `${FIX[0]?.toUpperCase()}${FIX.slice(1)}`;

/** Undefined when the key is fine, else what is wrong and what to do; never the key itself. */
export async function anonKeyProblem(env: Record<string, string | undefined>): Promise<string | undefined> {
  const given = env.VITE_SUPABASE_ANON_KEY;
  if (given !== undefined && given.trim() === '') return `VITE_SUPABASE_ANON_KEY is empty: unset it for local development, or ${FIX}.`;
  const key = given?.trim() ?? LOCAL_ANON_KEY;
  if (key.startsWith('sb_publishable_')) return undefined;
  if (key.startsWith('sb_secret_')) {
    return `VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…), which must never be in the site's code: ${FIX}.`;
  }
  let role: unknown;
  try {
    role = decodeJwt(key).role;
  } catch {
    return `VITE_SUPABASE_ANON_KEY is not a JWT (three base64url parts; a line cut short or the wrong line?): ${FIX}.`;
  }
  if (role !== 'anon') {
    const what = typeof role === 'string' ? `a ${role} key` : 'a JWT without a role';
    const never = role === 'service_role' ? " It bypasses every access rule and must never be in the site's code." : '';
    return `VITE_SUPABASE_ANON_KEY is ${what}, not an anon key.${never} ${Fix}.`;
  }
  const secret = env.JWT_SECRET?.trim();
  if (!secret) return undefined;
  try {
    await jwtVerify(key, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
  } catch (err) {
    const why = (err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'has expired' : 'was not signed with this JWT_SECRET';
    if (given === undefined) {
      return (
        'VITE_SUPABASE_ANON_KEY is not set, so the site would use the local development key, ' +
        `which a server with this JWT_SECRET refuses (401): ${FIX}.`
      );
    }
    return `VITE_SUPABASE_ANON_KEY ${why}: a server with this JWT_SECRET refuses it (401 invalid_api_key). ${Fix}.`;
  }
  return undefined;
}
