import fs from 'node:fs';

const FATAL = /\b(FATAL|PANIC):/;
const EXPLAINS = /\b(DETAIL|HINT|CONTEXT):/;
/** The process a line is from, in PostgreSQL's default prefix (`%m [%p] `). */
const pidOf = (line: string) => /\[(\d+)\]/.exec(line)?.[1];

/**
 * Why PostgreSQL stopped, from the end of its log: the last FATAL/PANIC and the lines that explain
 * it (disk full, version mismatch). With `pid` (the postmaster that exited), its own last FATAL
 * comes first: the backends of a postmaster killed just before may log their own FATAL ("terminating
 * connection due to unexpected postmaster exit") after the new one's, and are not the reason.
 */
export function logReason(logPath: string, pid?: number): string {
  const tail = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8').trim().split('\n').slice(-30) : [];
  const own = tail.findLastIndex((line) => FATAL.test(line) && pid !== undefined && pidOf(line) === String(pid));
  const last = own >= 0 ? own : tail.findLastIndex((line) => FATAL.test(line));
  const from = pidOf(tail[last] ?? '');
  const explains = (line: string, i: number) => i === 0 || (EXPLAINS.test(line) && pidOf(line) === from);
  const relevant = last < 0 ? tail.slice(-3) : tail.slice(last, last + 6).filter(explains);
  return relevant.map((line) => line.trim()).join(' | ') || '(the log is empty)';
}
