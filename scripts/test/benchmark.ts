/**
 * The machine's speed, measured by `npm test` before its steps so that two machines' (or two runs')
 * CPU seconds can be compared: one fixed, deterministic single-thread workload in JavaScript (FNV-1a
 * over a fixed 1 MiB buffer, 64 passes), three rounds, the fastest one's CPU time of this thread.
 * The index is MiB hashed per CPU second: higher is faster. About 0.1 s per round here.
 */
import { availableParallelism } from 'node:os';

const SIZE = 1 << 20;
const PASSES = 64;
const ROUNDS = 3;

export interface Benchmark {
  /** MiB of FNV-1a per CPU second, fastest of the rounds: higher is faster. */
  index: number;
  /** CPUs this process may run on (what `nproc` prints). */
  cpus: number;
}

/** The same bytes on every machine: a xorshift32 sequence. */
function fixedBuffer(): Uint8Array {
  const buffer = new Uint8Array(SIZE);
  let x = 0x9e3779b9;
  for (let i = 0; i < SIZE; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    buffer[i] = x & 0xff;
  }
  return buffer;
}

/** This thread's CPU time in µs (the whole process's where Node cannot tell threads apart). */
function threadMicros(): number {
  const usage = typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage();
  return usage.user + usage.system;
}

export function benchmark(): Benchmark {
  const buffer = fixedBuffer();
  let hash = 0x811c9dc5;
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = threadMicros();
    for (let pass = 0; pass < PASSES; pass++) {
      for (let i = 0; i < SIZE; i++) hash = Math.imul(hash ^ (buffer[i] as number), 0x01000193);
    }
    best = Math.min(best, threadMicros() - start);
  }
  if (hash === 0.5) console.log(hash); // never true: keeps the loop's result alive
  return { index: Math.round((PASSES * 1e6) / Math.max(best, 1)), cpus: availableParallelism() };
}
