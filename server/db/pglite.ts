/**
 * PGlite backend: PostgreSQL compiled to WebAssembly, in this process, on a data directory.
 * Survives kill -9 (every commit reaches the OS before it resolves) but never fsyncs, so power
 * loss can lose recent commits; production data belongs in PostgreSQL (DATABASE_URL).
 */
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './adapter.ts';
import { acquireDirLock } from './lock.ts';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    // PGlite's params are typed any[]; we pass strings, numbers, booleans and null.
    query: async (sql, params) => q.query(sql, params ? [...params] : undefined),
    exec: async (sql) => {
      await q.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const lock = acquireDirLock(dataDir);
  let pg: PGlite;
  try {
    // pg_trgm: the inbox's search indexes (supabase/migrations/20261123200000_inbox.sql).
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (err) {
    lock.release();
    throw err;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    // PGlite has one session: db.transaction() queues every other query until COMMIT, so a
    // request's `set_config('role', 'anon', true)` can never leak into another request. A manual
    // BEGIN would not give that guarantee.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    batch: (statements) =>
      pg.transaction(async (tx) => {
        const results = [];
        for (const s of statements) results.push(await wrap(tx).query(s.sql, s.params));
        return results;
      }),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock.release();
      }
    },
  };
}
