/** Latency statistics and a concurrent load runner shared by the benchmark scripts and the flood test. */

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile (p in 0–100) of the values; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function latencies(values: number[]): Latencies {
  return { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) };
}

/** Runs `total` jobs with `concurrency` workers; returns per-job latencies (ms, sorted), the error count and the rate. */
export async function runConcurrent(total: number, concurrency: number, job: (i: number, worker: number) => Promise<boolean>) {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const ok = await job(i, worker).catch(() => false);
        times.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies: times.sort((a, b) => a - b), errors, rps: total / seconds };
}
