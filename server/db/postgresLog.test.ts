import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { capLog, LOG_CAP_BYTES, LOG_KEEP_BYTES, severeLinesSince, trimLog } from './postgresLog.ts';

describe('postgres.log cap', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sec27-log-'));
  afterEach(() => fs.rmSync(path.join(dir, 'postgres.log'), { force: true }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const line = (i: number) => `2026-01-01 00:00:00 UTC [1] LOG:  line ${String(i).padStart(8, '0')}\n`;

  it('over the cap, keeps the last LOG_KEEP_BYTES from a line start; appends continue after them', () => {
    const file = path.join(dir, 'postgres.log');
    const fd = fs.openSync(file, 'a+', 0o600);
    const lines = Math.ceil(LOG_CAP_BYTES / line(0).length) + 10;
    fs.writeSync(fd, Array.from({ length: lines }, (_, i) => line(i)).join(''));
    trimLog(fd);
    const kept = fs.readFileSync(file, 'utf8');
    expect(kept.length).toBeLessThanOrEqual(LOG_KEEP_BYTES);
    expect(kept.length).toBeGreaterThan(LOG_KEEP_BYTES - line(0).length);
    expect(kept.startsWith('2026-01-01')).toBe(true);
    expect(kept.endsWith(line(lines - 1))).toBe(true);
    // a second writer on the same open file (as PostgreSQL's stderr is) appends after what was kept
    fs.writeSync(fd, line(lines));
    expect(fs.readFileSync(file, 'utf8').endsWith(line(lines - 1) + line(lines))).toBe(true);
    fs.closeSync(fd);
  });

  it('under the cap, leaves the file alone; capLog trims at once and closes the descriptor when stopped', () => {
    const file = path.join(dir, 'postgres.log');
    fs.writeFileSync(file, 'small\n');
    const fd = fs.openSync(file, 'a+');
    trimLog(fd);
    expect(fs.readFileSync(file, 'utf8')).toBe('small\n');
    fs.writeSync(fd, 'x'.repeat(LOG_CAP_BYTES + 10) + '\nlast\n');
    const stop = capLog(fd, 60_000);
    expect(fs.statSync(file).size).toBeLessThanOrEqual(LOG_KEEP_BYTES);
    stop();
    expect(() => fs.fstatSync(fd)).toThrow();
  });

  it('finds the FATAL and PANIC lines written since the last look, never a half-written line', () => {
    const file = path.join(dir, 'postgres.log');
    fs.writeFileSync(file, '2026-01-01 00:00:00 UTC [1] FATAL:  an old one\n');
    const fd = fs.openSync(file, 'a+');
    const start = fs.fstatSync(fd).size;
    fs.writeSync(fd, '2026-01-01 00:00:01 UTC [2] LOG:  checkpoint starting\n');
    fs.writeSync(fd, '2026-01-01 00:00:02 UTC [3] PANIC:  could not write to file "pg_wal/xlogtemp.3": No space left on device\n');
    fs.writeSync(fd, '2026-01-01 00:00:03 UTC [4] FATAL:  the database system is in recovery mo');
    const first = severeLinesSince(fd, start);
    expect(first.lines).toEqual([
      '2026-01-01 00:00:02 UTC [3] PANIC:  could not write to file "pg_wal/xlogtemp.3": No space left on device',
    ]);
    fs.writeSync(fd, 'de\n');
    expect(severeLinesSince(fd, first.next).lines).toEqual(['2026-01-01 00:00:03 UTC [4] FATAL:  the database system is in recovery mode']);
    const seen: string[] = [];
    const stop = capLog(fd, 60_000, (line) => seen.push(line));
    expect(seen).toEqual([]); // what was there before it started is not repeated
    stop();
  });
});
