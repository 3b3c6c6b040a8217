/** The submission benchmark's settings (environment) and what its load sends. */
import { createClient } from '@supabase/supabase-js';
import { DEFAULTS } from '../../server/config/options.ts';
import { LOCAL_ANON_KEY } from '../../server/kit/keys.ts';
import { lightFetch } from './lightFetch.ts';

export const N = Number(process.env.BENCH_N ?? 2000);
export const C = Number(process.env.BENCH_CONCURRENCY ?? 50);
export const BACKENDS = (process.env.BENCH_BACKENDS ?? 'embedded,postgres').split(',').map((b) => b.trim());
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const POOL_SIZE = Number(process.env.DB_POOL_SIZE ?? DEFAULTS.dbPoolSize);
export const WARMUP = 300;

export const submission = (i: number) => ({
  name: `Bench ${i}`,
  email: `bench-${i}@example.com`,
  phone: '+1 555 0100',
  business_name: 'Bench Co',
  service: 'standard-monthly',
  store_integration: i % 2 === 0,
  message: 'Load test submission. '.repeat(5),
});

/** C anonymous supabase-js clients of the server at `url`, as visitors' browsers would be. */
export const anonClients = (url: string) =>
  Array.from({ length: C }, () =>
    createClient(url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: lightFetch } }),
  );
