/**
 * The real server as a child process, for the benchmarks (scripts/bench/server.ts) and the server
 * tests (tests/server/helpers/server.ts, npmProject.ts): the environment it starts with, and the
 * wait for its "Site ready at <url>" line.
 */
import type { ChildProcess } from 'node:child_process';

export interface ReadyServer {
  proc: ChildProcess;
  url: string;
  /** Everything it printed (JSON log lines on stdout, plain refusals on stderr). */
  output: () => string;
}

/** Only PATH and HOME of ours and a port from the kernel (every limit at its default); then `env`. */
export function childServerEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env };
}

export interface ReadyOptions {
  /** What the errors call the process: `server`, `npm start`. */
  name: string;
  /** SIGKILLs the process and rejects after this long; by default it waits as long as the process runs. */
  timeoutMs?: number;
  /** What it rejects with when the process exits before it is ready (default: an Error with the code and the output). */
  exitError?: (code: number | null, output: string) => Error;
}

/** Resolves once `proc` prints "Site ready at <url>" (on stdout or stderr) with a loopback URL. */
export function untilReady(proc: ChildProcess, { name, timeoutMs, exitError }: ReadyOptions): Promise<ReadyServer> {
  let out = '';
  return new Promise((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            proc.kill('SIGKILL');
            reject(new Error(`${name} was not ready within ${timeoutMs} ms:\n${out}`));
          }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Site ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ proc, url: m[1], output: () => out });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(exitError?.(code, out) ?? new Error(`${name} exited (${code}) before it was ready:\n${out}`));
    });
  });
}

/** SIGTERM, then until it has exited. */
export async function stopChild(proc: ChildProcess): Promise<void> {
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}
