/**
 * Load tools for issue 19's measurements (tests/server/flood.test.ts, scripts/bench-flood.ts):
 * the routes that read a body, a chunked or sized upload over a raw socket that sends as fast as the
 * server takes it, a latency probe, and the resident memory of a process. No test-database imports, so scripts can use it too.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { FORM_ACTION } from '#contract/consultation/formPost.ts';
import { LOCAL_ANON_KEY } from '../../../server/kit/keys.ts';

/** A JSON request with the local anon key, as supabase-js sends it. */
export const ANON_JSON = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' };

const FACTOR = '00000000-0000-4000-8000-000000000000';

/** Every route that reads a body, with headers it accepts (issue 19). */
export const BODY_ROUTES: [method: string, path: string, headers: Record<string, string>][] = [
  ['POST', '/auth/v1/token?grant_type=password', ANON_JSON],
  ['POST', '/auth/v1/token?grant_type=refresh_token', ANON_JSON],
  ['POST', '/auth/v1/signup', ANON_JSON],
  ['PUT', '/auth/v1/user', ANON_JSON],
  ['POST', '/auth/v1/factors', ANON_JSON],
  ['POST', `/auth/v1/factors/${FACTOR}/challenge`, ANON_JSON],
  ['POST', `/auth/v1/factors/${FACTOR}/verify`, ANON_JSON],
  ['POST', '/rest/v1/submissions', ANON_JSON],
  ['PATCH', '/rest/v1/submissions?id=eq.1', ANON_JSON],
  ['POST', FORM_ACTION, { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }],
];

/** Resident set size of `pid` in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m?.[1] ? Number(m[1]) * 1024 : 0;
}

export interface FloodResult {
  /** Status of the answer, 0 when none arrived before the connection closed. */
  status: number;
  /** Body bytes the socket accepted before it stopped (the answer, or the close with `keepSending`). */
  sent: number;
  /** Until the answer arrived. */
  ms: number;
  /** Until the connection ended. */
  totalMs: number;
}

/** How a raw upload frames its body and when it stops (chunkedFlood, sizedFlood). */
interface Upload {
  /** The header that frames the body: Transfer-Encoding or Content-Length. */
  framing: Record<string, string>;
  /** One write, carrying 256 KiB of the body. */
  frame: Buffer;
  /** Written after the last frame (the chunked terminator); the request then ends once it is answered. */
  last?: string;
  /** A status counts only once the whole head of the answer arrived. */
  wholeHead: boolean;
  /** Whether the answer ends the request, given the body bytes sent by then. */
  stopOnAnswer: (sent: number) => boolean;
}

const FRAME_BYTES = 256 * 1024;

/** Sends the head and then frames up to `total` body bytes over a raw socket, honouring backpressure. */
function rawUpload(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  total: number,
  upload: Upload,
): Promise<FloodResult> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    let answeredMs = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      const now = performance.now() - started;
      resolve({ status, sent, ms: answeredMs || now, totalMs: now });
    };
    const socket = net.connect(Number(port), hostname, () => {
      const head = Object.entries({ host: `${hostname}:${port}`, ...upload.framing, ...headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
      const pump = () => {
        while (!finished && sent < total) {
          sent += FRAME_BYTES;
          if (!socket.write(upload.frame)) return void socket.once('drain', pump);
        }
        if (upload.last !== undefined && !finished && sent >= total) socket.write(upload.last, () => status && finish());
      };
      pump();
    });
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (m?.[1] && (!upload.wholeHead || answer.includes('\r\n\r\n')) && !status) {
        status = Number(m[1]);
        answeredMs = performance.now() - started;
        if (upload.stopOnAnswer(sent)) finish();
      }
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/**
 * POSTs (or PUTs) `total` bytes of `[` with Transfer-Encoding: chunked and no Content-Length,
 * 256 KiB per chunk, honouring backpressure; stops at the answer, or with `keepSending` (an attacker
 * who does not read answers) only when all is sent or the server closes the connection.
 */
export function chunkedFlood(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  total: number,
  keepSending = false,
): Promise<FloodResult> {
  const chunk = Buffer.alloc(FRAME_BYTES, 0x5b);
  return rawUpload(url, method, path, headers, total, {
    framing: { 'transfer-encoding': 'chunked' },
    frame: Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    last: '0\r\n\r\n',
    wholeHead: true,
    stopOnAnswer: (sent) => !keepSending || sent >= total,
  });
}

/**
 * An attacker who reconnects: chunkedFlood with `keepSending` again and again until `total` bytes
 * went out over all connections. Returns every answer's status and the bytes sent.
 */
export async function persistentFlood(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ statuses: number[]; sent: number; connections: number }> {
  const statuses: number[] = [];
  let sent = 0;
  while (sent < total) {
    const r = await chunkedFlood(url, method, path, headers, total - sent, true);
    statuses.push(r.status);
    sent += Math.max(r.sent, 1);
  }
  return { statuses, sent, connections: statuses.length };
}

/** GETs `url` one request after another until `until` resolves; returns each latency in ms. */
/**
 * What a probe thread runs: one untimed GET of `url` (the thread's first fetch loads and connects
 * its HTTP client: 100–200 ms that are not the server's), "ready", then GET `url` back to back
 * (`gapMs` apart) until told to stop, and the latencies. Code, not a module: the thread runs plain
 * JavaScript.
 */
const PROBE_THREAD = `
const { parentPort, workerData: { url, gapMs } } = require('node:worker_threads');
const get = async () => {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(url + ' answered ' + res.status);
};
let done = false;
parentPort.once('message', () => (done = true));
(async () => {
  await get();
  parentPort.postMessage('ready');
  const latencies = [];
  while (!done) {
    const t = performance.now();
    await get();
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  parentPort.postMessage(latencies);
})();
`;

export interface Probe {
  /** Ends the probe; its latencies, in ms, in order. */
  stop(): Promise<number[]>;
}

/**
 * Starts GETting `url` one request after another (`gapMs` apart) from a thread of its own, and
 * resolves once it is warmed up. Its own thread: a flood from this process writes megabytes from the
 * main thread, and a probe there measured its own wait behind them (176 ms with the server idle).
 */
export async function startProbe(url: string, gapMs = 10): Promise<Probe> {
  const thread = new Worker(PROBE_THREAD, { eval: true, workerData: { url, gapMs } });
  await once(thread, 'message'); // 'ready' (once rejects on the thread's error)
  return {
    async stop() {
      thread.postMessage('stop');
      try {
        const [latencies] = (await once(thread, 'message')) as [number[]];
        return latencies;
      } finally {
        await thread.terminate();
      }
    },
  };
}

/** Latencies of GET `url`, one after another (`gapMs` apart, from a thread of its own), until `until` settles. */
export async function probe(url: string, until: Promise<unknown>, gapMs = 10): Promise<number[]> {
  const running = await startProbe(url, gapMs);
  await until.catch(() => undefined);
  return running.stop();
}

/** Samples `pid`'s RSS every `everyMs` until `until` resolves; returns the peak in bytes. */
export async function peakRss(pid: number, until: Promise<unknown>, everyMs = 5): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let peak = rssBytes(pid);
  while (!done) {
    peak = Math.max(peak, rssBytes(pid));
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return Math.max(peak, rssBytes(pid));
}

/**
 * Like chunkedFlood with `keepSending`, but with a Content-Length of `total` (a sized body): sends
 * 256 KiB writes until all is sent or the server closes the connection.
 */
export function sizedFlood(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  total: number,
): Promise<FloodResult> {
  return rawUpload(url, method, path, headers, total, {
    framing: { 'content-length': String(total) },
    frame: Buffer.alloc(FRAME_BYTES, 0x61),
    wholeHead: false,
    stopOnAnswer: () => false,
  });
}
