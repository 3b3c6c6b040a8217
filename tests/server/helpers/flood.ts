/**
 * Load tools for issue 19's measurements (tests/server/flood.test.ts, scripts/bench-flood.ts):
 * a chunked upload over a raw socket that sends as fast as the server takes it, a latency probe,
 * and the resident memory of a process. No test-database imports, so scripts can use it too.
 */
import fs from 'node:fs';
import net from 'node:net';

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
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(256 * 1024, 0x5b);
  const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
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
      const head = Object.entries({ host: `${hostname}:${port}`, 'transfer-encoding': 'chunked', ...headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
      const pump = () => {
        while (!finished && sent < total) {
          sent += chunk.length;
          if (!socket.write(frame)) return void socket.once('drain', pump);
        }
        if (!finished && sent >= total) socket.write('0\r\n\r\n', () => status && finish());
      };
      pump();
    });
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (m?.[1] && answer.includes('\r\n\r\n') && !status) {
        status = Number(m[1]);
        answeredMs = performance.now() - started;
        if (!keepSending || sent >= total) finish();
      }
    });
    socket.on('error', finish);
    socket.on('close', finish);
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
export async function probe(url: string, until: Promise<unknown>, gapMs = 10): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  return latencies;
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
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
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
      const head = Object.entries({ host: `${hostname}:${port}`, 'content-length': String(total), ...headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
      const pump = () => {
        while (!finished && sent < total) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (m?.[1] && !status) {
        status = Number(m[1]);
        answeredMs = performance.now() - started;
      }
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}
