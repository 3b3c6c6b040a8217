/** The submission benchmark's fault scenario (issue 9), on the external PostgreSQL. */
import { storedEmails, terminateBackends } from '../../tests/server/helpers/load.ts';
import { startServer, stopServer } from './server.ts';
import { runConcurrent } from './stats.ts';
import { anonClients, C, N, PG_ADMIN_URL, submission } from './submission.ts';

export interface Fault {
  requests: number;
  failed: number;
  /** HTTP statuses of the failed requests, with counts. */
  statuses: Record<string, number>;
  terminated: number;
  /** From the termination to the end of the last failed request (0 when none failed). */
  recoveryMs: number;
  acknowledged: number;
  lost: number;
  processAlive: boolean;
}

/**
 * The fault scenario of issue 9 on a fresh server: N submissions from C clients; when a third have
 * been sent, every connection of the server is terminated (57P01). Requests the server refuses
 * count as failed; every acknowledged one must be in the database afterwards.
 */
export async function faultScenario(env: Record<string, string>, dbUrl: string): Promise<Fault> {
  console.error('fault scenario: terminating every server connection a third of the way in...');
  const { proc, url } = await startServer(env);
  const clients = anonClients(url);
  const dbName = new URL(dbUrl).pathname.slice(1);
  const outcomes: { email: string; status: number; ended: number }[] = [];
  let terminatedAt = 0;
  let terminated: Promise<number> = Promise.resolve(0);
  await runConcurrent(N, C, async (i, w) => {
    if (i === Math.floor(N / 3)) {
      terminatedAt = performance.now();
      terminated = terminateBackends(PG_ADMIN_URL, dbName);
    }
    const email = `fault-${i}@example.com`;
    const res = await clients[w]!.from('submissions').insert({ ...submission(i), email });
    const status = res.status === 201 && res.error === null ? 201 : res.status;
    outcomes.push({ email, status, ended: performance.now() });
    return status === 201;
  });
  const processAlive = proc.exitCode === null && proc.signalCode === null;
  if (processAlive) await stopServer(proc);
  const failed = outcomes.filter((o) => o.status !== 201);
  const statuses: Record<string, number> = {};
  for (const o of failed) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  const acked = outcomes.filter((o) => o.status === 201).map((o) => o.email);
  const stored = await storedEmails(dbUrl, 'fault');
  return {
    requests: outcomes.length,
    failed: failed.length,
    statuses,
    terminated: await terminated,
    recoveryMs: failed.length ? Math.max(...failed.map((o) => o.ended)) - terminatedAt : 0,
    acknowledged: acked.length,
    lost: acked.filter((e) => !stored.has(e)).length,
    processAlive,
  };
}
