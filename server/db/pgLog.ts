/** Reading the embedded PostgreSQL's own log (DATA_DIR/postgres.log) for the server's log lines. */
import fs from 'node:fs';

/** Why PostgreSQL stopped, from the end of its log: the last FATAL/PANIC and the lines that explain it (disk full, version mismatch). */
export function logReason(logPath: string): string {
  const tail = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8').trim().split('\n').slice(-30) : [];
  const last = tail.findLastIndex((line) => /\b(FATAL|PANIC):/.test(line));
  const explains = (line: string, i: number) => i === 0 || /\b(DETAIL|HINT|CONTEXT):/.test(line);
  const relevant = last < 0 ? tail.slice(-3) : tail.slice(last, last + 4).filter(explains);
  return relevant.map((line) => line.trim()).join(' | ') || '(the log is empty)';
}
