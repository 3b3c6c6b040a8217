/**
 * The deployment guide test's clients: insert clients (each its own rotating client address, as a proxy in
 * front of the balancer would say it) and staff inbox readers, over HTTPS through the balancer.
 * Every outcome is kept with the phase its answer (or failure) came in: a request in flight on an
 * instance when it was killed belongs to the kill.
 */
import https from 'node:https';
import { LOCAL_ANON_KEY } from '../../../server/kit/keys.ts';

export interface Call {
  kind: 'insert' | 'read';
  phase: string;
  email: string;
  status: number;
  error: string;
}

const agent = new https.Agent({ keepAlive: true, maxSockets: 128, rejectUnauthorized: false });

function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
  localAddress?: string,
): Promise<{ status: number; error: string }> {
  return new Promise((resolve) => {
    // From a loopback address of its own (127.x.y.z), a client is told apart by the balancer itself.
    const via = localAddress ? { agent: false as const, localAddress, rejectUnauthorized: false } : { agent };
    const req = https.request(
      url,
      { method, ...via, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, error: '' }));
        res.on('error', (err) => resolve({ status: 0, error: err.message }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(body);
  });
}

/** An insert; with `fromLoopback` it comes from the address `clientAddress` (127.x.y.z) itself, else it names it in X-Forwarded-For. */
export function insert(base: string, email: string, clientAddress: string, anonKey = LOCAL_ANON_KEY, fromLoopback = false) {
  const body = JSON.stringify({ name: 'Cluster Test', email, service: 'custom', message: 'through the balancer' });
  const headers: Record<string, string> = { apikey: anonKey, 'content-type': 'application/json' };
  if (!fromLoopback) headers['x-forwarded-for'] = clientAddress;
  return request(`${base}/rest/v1/submissions`, 'POST', headers, body, fromLoopback ? clientAddress : undefined);
}

export function startClusterLoad(
  base: string,
  opts: {
    inserters: number;
    readers: number;
    anonKey: string;
    staffToken: string;
    prefix: string;
    fromLoopback?: boolean;
    perAddress?: number;
    pauseMs?: number;
  },
) {
  const calls: Call[] = [];
  let phase = 'steady';
  let running = true;
  let n = 0;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const inserters = Array.from({ length: opts.inserters }, async (_, i) => {
    for (let k = 0; running; k++) {
      const email = `${opts.prefix}-${n++}@example.com`;
      // A new address every 15 requests keeps these clients under the insert limit (20 a minute).
      const block = Math.floor(k / (opts.perAddress ?? 15)) % 250;
      const r = opts.fromLoopback
        ? await insert(base, email, `127.${i + 1}.${block}.1`, opts.anonKey, true)
        : await insert(base, email, `10.${i}.${block}.1`, opts.anonKey);
      calls.push({ kind: 'insert', phase, email, ...r });
      await pause(opts.pauseMs ?? 500);
    }
  });
  const readers = Array.from({ length: opts.readers }, async () => {
    while (running) {
      const r = await request(`${base}/rest/v1/submissions?select=id,name,status&order=created_at.desc&limit=25`, 'GET', {
        apikey: opts.anonKey,
        authorization: `Bearer ${opts.staffToken}`,
      });
      calls.push({ kind: 'read', phase, email: '', ...r });
      await pause(100);
    }
  });
  return {
    calls,
    setPhase: (next: string) => (phase = next),
    async stop() {
      running = false;
      await Promise.all([...inserters, ...readers]);
    },
  };
}
