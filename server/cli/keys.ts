/**
 * `npm run keys [-- SECRET]`: prints the anon and service_role keys for SECRET, else JWT_SECRET, else
 * the local default. Put the anon key in VITE_SUPABASE_ANON_KEY when building; keep the
 * service_role key secret.
 */
import { isPlaceholder } from '../config/envSecrets.ts';
import { LOCAL_JWT_SECRET, signAnonKey, signServiceRoleKey } from '../kit/keys.ts';
import { parseCommandLine, runCommand } from './args.ts';

const USAGE = 'usage: npm run keys [-- <secret>]   (default: JWT_SECRET, else the local development secret)';

class SecretError extends Error {}

async function main(): Promise<void> {
  const [fromArgs] = parseCommandLine(USAGE, [], 1).positionals;
  const secret = fromArgs ?? process.env.JWT_SECRET ?? LOCAL_JWT_SECRET;
  if (secret.length < 32) throw new SecretError('The JWT secret must be at least 32 characters long.');
  if (isPlaceholder(secret)) {
    throw new SecretError("The JWT secret is still the example's placeholder (CHANGE-ME…): set 32 or more random characters.");
  }
  const isLocal = secret === LOCAL_JWT_SECRET;
  console.log(`JWT secret: ${isLocal ? 'local development default (public)' : 'from JWT_SECRET / argument'}`);
  console.log(`anon key (VITE_SUPABASE_ANON_KEY):\n${await signAnonKey(secret)}`);
  if (isLocal) {
    console.log('service_role key: not printed; the server refuses privileged roles while the public secret is in use.');
  } else {
    console.log(`service_role key (server-side only, never in the front end):\n${await signServiceRoleKey(secret)}`);
  }
}

runCommand(main, USAGE, (err) => err instanceof SecretError);
