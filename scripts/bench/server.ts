/** Starts and stops the real server (`node server/main.ts`) for a benchmark, insert limit off (it says why below). */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childServerEnv, stopChild, untilReady } from '../childServer.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: childServerEnv({
      // Insert limit lifted: a benchmark sends thousands of writes from one address (the limit's own cost is in bench:flood).
      RATE_LIMIT_MAX: '0',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url } = await untilReady(proc, { name: 'server' });
  return { proc, url };
}

export const stopServer = stopChild;
