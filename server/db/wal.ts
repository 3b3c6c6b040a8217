/**
 * WAL sized for a small VPS (issue 26): checkpoints come after about max_wal_size of WAL instead of
 * PostgreSQL's 1 GB default, and at most min_wal_size of old segments is kept for reuse, so pg_wal
 * stays within a few tens of MB (10,000 leads: `npm run bench:disk`, figure in server/README.md).
 * These apply at every start, so clusters made by older releases get them too; the 1 MB segment
 * size (a finer grain than the default 16 MB) only for clusters made from now on (initdb).
 */
import fs from 'node:fs';
import path from 'node:path';

export const INITDB_WAL_ARGS = ['--wal-segsize=1'];

/** The settings for the cluster in pgdata; PostgreSQL needs min and max at least two segments each. */
export function walSettings(pgdata: string): Record<string, string> {
  return walSettingsFor(segmentMb(pgdata));
}

export function walSettingsFor(segmentMb: number): Record<string, string> {
  return { min_wal_size: `${Math.max(8, 2 * segmentMb)}MB`, max_wal_size: `${Math.max(32, 3 * segmentMb)}MB`, wal_keep_size: '0' };
}

/** Every segment file has exactly the cluster's segment size; 16 (PostgreSQL's default) when none can be read. */
function segmentMb(pgdata: string): number {
  try {
    const wal = path.join(pgdata, 'pg_wal');
    const segment = fs.readdirSync(wal).find((f) => /^[0-9A-F]{24}$/.test(f));
    return segment ? Math.max(1, Math.round(fs.statSync(path.join(wal, segment)).size / 1048576)) : 16;
  } catch {
    return 16;
  }
}
