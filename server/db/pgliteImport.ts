/**
 * Upgrade from the former default: a PGlite database in DATA_DIR/pglite (PGLITE_DIR) is copied
 * once into the embedded PostgreSQL on the server's start: every row of the public and auth
 * schemas (leads with their history, notes and mail state; staff with password hashes and TOTP
 * factors; sessions; signing keys) and the sequences, in one transaction, with triggers off
 * (session_replication_role = replica) so nothing fires twice. The previous release's lock on the
 * PGlite directory is taken first and held throughout: while that release still serves it (and
 * may acknowledge more leads), nothing is imported and the server refuses to start. Before the
 * transaction commits, every table's row count is checked against the source; only then is the
 * marker file in DATA_DIR written (atomically). The PGlite directory is left as it was (read from
 * a copy) and can be deleted afterwards. PGlite is loaded only here, only when there is something
 * to import.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from './adapter.ts';
import { acquireDirLock, DataDirLockedError } from './lock.ts';

export const IMPORT_MARKER = 'pglite-imported';
const SCHEMAS = ['public', 'auth'];

export function pendingPgliteImport(pgliteDir: string, dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir, 'PG_VERSION')) && !fs.existsSync(path.join(dataDir, IMPORT_MARKER));
}

const ident = (schema: string, name: string) => `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;

/** The previous release still runs on the PGlite directory: importing now would miss what it stores next. */
export class PgliteInUseError extends DataDirLockedError {
  constructor(pgliteDir: string, cause: DataDirLockedError) {
    super(pgliteDir, cause.lockPath, cause.owner);
    this.message =
      `the PGlite database in ${pgliteDir} is still in use by a running server, the previous release? ` +
      `(${cause.owner}; lock ${cause.lockPath}). ` +
      'Stop that server first, then start this one: it imports the PGlite database once nothing else uses it. Nothing was imported.';
    this.name = 'PgliteInUseError';
  }
}

/** Imports pgliteDir into db (already migrated), holding the previous release's lock on it; returns the rows copied per table. */
export async function importPglite(pgliteDir: string, dataDir: string, db: Database): Promise<Record<string, number>> {
  let lock;
  try {
    lock = acquireDirLock(pgliteDir);
  } catch (err) {
    throw err instanceof DataDirLockedError ? new PgliteInUseError(pgliteDir, err) : err;
  }
  try {
    const copied = await copyVerified(pgliteDir, dataDir, db);
    const marker = path.join(dataDir, IMPORT_MARKER);
    const record = { from: pgliteDir, at: new Date().toISOString(), rows: copied };
    fs.writeFileSync(`${marker}.tmp`, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    fs.renameSync(`${marker}.tmp`, marker);
    return copied;
  } finally {
    lock.release();
  }
}

async function copyVerified(pgliteDir: string, dataDir: string, db: Database): Promise<Record<string, number>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pglite-import-'));
  fs.cpSync(pgliteDir, copy, { recursive: true, filter: (src) => !/studio-(server\.lock|admin\.sock)$/.test(src) });
  const src = await PGlite.create(copy, { extensions: { pg_trgm } });
  const copied: Record<string, number> = {};
  try {
    const list = `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`;
    const theirs = (await src.query<{ s: string; t: string }>(list, [SCHEMAS])).rows;
    const ours = new Set((await db.query<{ s: string; t: string }>(list, [SCHEMAS])).rows.map((r) => ident(r.s, r.t)));
    const tables = theirs.map((r) => ident(r.s, r.t)).filter((t) => ours.has(t));
    const seqs = (
      await src.query<{ s: string; n: string; v: string | null }>(
        `select schemaname as s, sequencename as n, last_value::text as v from pg_sequences where schemaname = any($1)`,
        [SCHEMAS],
      )
    ).rows;
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      const existing = await tx.query<{ n: number }>(
        `select (select count(*) from public.submissions) + (select count(*) from auth.users) as n`,
      );
      if (Number(existing.rows[0]?.n) > 0)
        throw new Error(`the PostgreSQL in ${dataDir} already has leads or accounts: not importing ${pgliteDir} over them`);
      await tx.exec(`truncate ${tables.join(', ')}`); // rows the migrations seeded come back from the import
      for (const t of tables) {
        const rows = await src.query<{ j: string }>(`select coalesce(json_agg(x), '[]')::text as j from ${t} x`);
        const json = rows.rows[0]?.j ?? '[]';
        await tx.query(`insert into ${t} overriding system value select * from json_populate_recordset(null::${t}, $1::json)`, [json]);
        copied[t] = (JSON.parse(json) as unknown[]).length;
      }
      // Verified before it commits: every table holds exactly the source's rows.
      for (const t of tables) {
        const source = Number((await src.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]?.n);
        const stored = Number((await tx.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]?.n);
        if (stored !== source || copied[t] !== source) throw new Error(`${t}: ${source} rows in PGlite, ${stored} copied: not importing`);
      }
      for (const q of seqs) if (q.v !== null) await tx.query(`select setval($1, $2::bigint)`, [ident(q.s, q.n), q.v]);
    });
  } finally {
    await src.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
  return copied;
}
