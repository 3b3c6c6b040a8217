/**
 * Secrets that must never reach production, checked with the rest of the environment (env.ts):
 * placeholders copied from an example file (`CHANGE-ME…` in deploy/studio-site.env.example, the
 * Supabase self-hosting example's `your-super-secret…`) are refused always; the public
 * local-development JWT secret (the default) when NODE_ENV=production or HOST is not loopback,
 * because anyone can sign a service_role key with it. Values are never echoed.
 */
import { LOCAL_JWT_SECRET } from '../kit/keys.ts';

/** CHANGE-ME, change_me, changeme, <change me>, your-super-secret…: a value someone meant to replace. */
const PLACEHOLDER = /change[-_ ]?me|your[-_]super[-_]secret/i;
/** RFC 2606's example domains: never a real mail server. */
const EXAMPLE_HOST = /(^|\.)example\.(com|net|org)$/i;
/** True for a value someone was meant to replace (`CHANGE-ME…`). */
export const isPlaceholder = (value: string): boolean => PLACEHOLDER.test(value);
/** 127.x.x.x, ::1 and localhost: this machine only. */
export const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export interface SecretInput {
  NODE_ENV?: string | undefined;
  HOST: string;
  JWT_SECRET: string;
  AUTH_SIGNING_KEY?: string | undefined;
  DATABASE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
}

const GENERATE = 'e.g. the output of `openssl rand -base64 48`';

/** [variable, problem] for every secret that must not be used here. */
export function secretProblems(e: SecretInput): [keyof SecretInput, string][] {
  const problems: [keyof SecretInput, string][] = [];
  if (PLACEHOLDER.test(e.JWT_SECRET)) {
    problems.push([
      'JWT_SECRET',
      `is still the example's placeholder: set it to 32 or more random characters (${GENERATE}), ` +
        'then build the site with the matching anon key (npm run keys)',
    ]);
  } else if (e.JWT_SECRET === LOCAL_JWT_SECRET && (e.NODE_ENV === 'production' || !LOOPBACK.test(e.HOST))) {
    const why = e.NODE_ENV === 'production' ? 'NODE_ENV=production' : `HOST=${e.HOST} (beyond this machine)`;
    problems.push([
      'JWT_SECRET',
      `must be set with ${why}: without it the public local-development secret signs the API keys, ` +
        'and anyone can make a service_role key with it. ' +
        `Set 32 or more random characters (${GENERATE}), then build the site with the matching anon key (npm run keys)`,
    ]);
  }
  if (e.AUTH_SIGNING_KEY !== undefined && PLACEHOLDER.test(e.AUTH_SIGNING_KEY)) {
    const fix = 'set a private EC P-256 JWK, or leave it unset (the server keeps its own key in the database)';
    problems.push(['AUTH_SIGNING_KEY', `is still a placeholder: ${fix}`]);
  }
  const db = URL.parse(e.DATABASE_URL ?? '');
  if (db && PLACEHOLDER.test(db.password)) {
    problems.push(['DATABASE_URL', "still holds the example's placeholder password: use the database role's real password"]);
  }
  const smtp = URL.parse(e.SMTP_URL ?? '');
  if (smtp && (PLACEHOLDER.test(smtp.password) || EXAMPLE_HOST.test(smtp.hostname))) {
    problems.push(['SMTP_URL', "is still the example's (placeholder password or an example.com host): use the mail provider's SMTP URL"]);
  }
  return problems;
}
