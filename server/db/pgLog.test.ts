import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logReason } from './pgLog.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pglog-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let logs = 0;

function logWith(lines: string[]): string {
  const file = path.join(dir, `postgres-${logs++}.log`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

describe('logReason: why PostgreSQL stopped, from its log', () => {
  it('the last FATAL and its DETAIL/HINT (version mismatch)', () => {
    const file = logWith([
      '2026-11-27 07:00:00.000 UTC [10] LOG:  starting PostgreSQL 18.1',
      '2026-11-27 07:00:01.000 UTC [11] FATAL:  database files are incompatible with server',
      '2026-11-27 07:00:01.000 UTC [11] DETAIL:  The data directory was initialized by PostgreSQL version 15, ' +
        'which is not compatible with this version 18.1.',
      '2026-11-27 07:00:01.000 UTC [11] LOG:  database system is shut down',
    ]);
    expect(logReason(file)).toMatch(/FATAL: +database files are incompatible with server \| .*DETAIL: .*version 15/);
    expect(logReason(file)).not.toContain('shut down');
  });

  it("the exited postmaster's own FATAL, not one its killed predecessor's backends logged after it", () => {
    const file = logWith([
      '2026-11-29 22:37:35.080 UTC [24591] FATAL:  database files are incompatible with server',
      '2026-11-29 22:37:35.081 UTC [24380] FATAL:  terminating connection due to unexpected postmaster exit',
      '2026-11-29 22:37:35.081 UTC [24591] DETAIL:  The data directory was initialized by PostgreSQL version 15, ' +
        'which is not compatible with this version 18.1.',
      '2026-11-29 22:37:35.083 UTC [24377] FATAL:  terminating connection due to unexpected postmaster exit',
    ]);
    const own = /^\S+ \S+ UTC \[24591\] FATAL: +database files are incompatible with server \| .*DETAIL: .*version 15,/;
    expect(logReason(file, 24591)).toMatch(own);
    expect(logReason(file, 24591)).not.toContain('unexpected postmaster exit');
    // Without its PID (or when it logged no FATAL), the last FATAL in the log.
    expect(logReason(file)).toMatch(/\[24377\] FATAL: +terminating connection/);
    expect(logReason(file, 1)).toMatch(/\[24377\] FATAL: +terminating connection/);
  });

  it('a full disk (PANIC), and the last lines when nothing is fatal, and an empty log said so', () => {
    const full = logWith(['LOG:  x', 'PANIC:  could not write to file "pg_wal/xlogtemp.12": No space left on device']);
    expect(logReason(full)).toMatch(/^PANIC: .*No space left on device$/);
    expect(logReason(logWith(['a', 'b', 'c', 'd']))).toBe('b | c | d');
    expect(logReason(path.join(os.tmpdir(), 'no-such-studio-log'))).toBe('(the log is empty)');
  });
});
