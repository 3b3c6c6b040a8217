/** Starts and stops the real server (`node server/main.ts`) for a benchmark, rate limit off. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childServerEnv, stopChild, untilReady } from '../childServer.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: childServerEnv({
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url } = await untilReady(proc, { name: 'server' });
  return { proc, url };
}

export const stopServer = stopChild;
