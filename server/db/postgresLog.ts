/**
 * postgres.log cannot fill the disk, nor hold what visitors sent (issue 27).
 *
 * What PostgreSQL writes (QUIET_LOG_SETTINGS): no ERROR lines (every error a request causes goes
 * back to its client and into the request log; a flood of refused requests used to add an ERROR
 * and the whole STATEMENT, 19 KB, per request) and never a statement. LOG, FATAL and PANIC remain,
 * with their DETAIL and HINT: a start that fails says why there (a version mismatch names both
 * versions), and the server's log repeats it (pgLog.ts). No ERROR line means no request's values.
 *
 * The file's size: once it is over LOG_CAP_BYTES (8 MiB) its last LOG_KEEP_BYTES (from a
 * line start) are kept and the rest dropped, checked every LOG_CHECK_MS (2 s) and at each start. Done on
 * the descriptor the server opened for PostgreSQL's output (O_APPEND, so PostgreSQL's next line
 * goes after what was kept), never by path: nothing in a directory the database's account can
 * write is followed. With QUIET_LOG_SETTINGS (no ERROR lines, no statements) the log holds
 * starts, stops, checkpoints and crashes, so the cap is a backstop, not a rotation schedule. A line
 * PostgreSQL writes between the read of the tail and the cut is lost (rare: the log is quiet).
 */
import fs from 'node:fs';

export const QUIET_LOG_SETTINGS: Readonly<Record<string, string>> = {
  log_min_messages: 'log',
  log_min_error_statement: 'panic',
  log_error_verbosity: 'default',
};

export const LOG_CAP_BYTES = 8 * 1024 * 1024;
export const LOG_KEEP_BYTES = 1024 * 1024;
export const LOG_CHECK_MS = 2_000;

/** Cuts the file behind `fd` (opened 'a+') to its last `keep` bytes when it is over `cap`. */
export function trimLog(fd: number, cap = LOG_CAP_BYTES, keep = LOG_KEEP_BYTES): void {
  const { size } = fs.fstatSync(fd);
  if (size <= cap) return;
  const tail = Buffer.alloc(Math.min(keep, size));
  const read = fs.readSync(fd, tail, 0, tail.length, size - tail.length);
  const lineStart = tail.indexOf(0x0a) + 1;
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, tail.subarray(lineStart > 0 ? lineStart : 0, read));
}

const SEVERE = /\b(PANIC|FATAL): /;
const MAX_READ = 64 * 1024;

/**
 * The FATAL and PANIC lines PostgreSQL wrote to `fd` since `from` (at most the last 64 KiB of them),
 * with where the next read starts. A running postmaster that crashes and restarts its backends (a
 * PANIC on a full disk) says why only here: the server repeats these lines in its own log.
 */
export function severeLinesSince(fd: number, from: number): { lines: string[]; next: number } {
  const { size } = fs.fstatSync(fd);
  if (size <= from) return { lines: [], next: size }; // unchanged, or cut by trimLog
  const start = Math.max(from, size - MAX_READ);
  const buf = Buffer.alloc(size - start);
  const read = fs.readSync(fd, buf, 0, buf.length, start);
  const text = buf.subarray(0, read).toString('utf8');
  const end = text.lastIndexOf('\n') + 1; // a line still being written is read next time
  const lines = text
    .slice(0, end)
    .split('\n')
    .filter((line) => SEVERE.test(line))
    .map((line) => line.slice(0, 500));
  return { lines, next: start + Buffer.byteLength(text.slice(0, end)) };
}

/**
 * Keeps trimming `fd` until the returned function is called (which closes it), and passes every new
 * FATAL or PANIC line to `onSevere` (the server's log).
 */
export function capLog(fd: number, everyMs = LOG_CHECK_MS, onSevere: (line: string) => void = () => {}): () => void {
  let offset = fs.fstatSync(fd).size;
  const check = () => {
    try {
      const { lines, next } = severeLinesSince(fd, offset);
      offset = next;
      for (const line of lines) onSevere(line);
      trimLog(fd);
      offset = Math.min(offset, fs.fstatSync(fd).size);
    } catch {
      // a failed check leaves the log as it is; the next one tries again
    }
  };
  check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    fs.closeSync(fd);
  };
}
