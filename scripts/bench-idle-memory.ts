/**
 * `npm run bench:idle-memory`: the memory of a fresh, idle server (issue 42: at most 150 MB alone).
 *
 * Each run starts the server as `npm run serve` does (the project's Node running `server/main.ts`
 * from the repository, no environment but PATH and HOME) on a port from the kernel with a fresh
 * temporary DATA_DIR, so the embedded PostgreSQL is created from nothing; it times the start until
 * `/readyz` answers 200, waits 5 s, then measures the whole process tree (the Node process, the
 * postmaster and every PostgreSQL process below it). Then it times the first GET
 * /review/<made-up token> (the "no such review" page, 404) and the first POST /get-started without
 * JavaScript (an empty form: the page again with its messages, 422), the two answers the server
 * renders with the site's SSR bundle. It stops the server with SIGTERM and checks that no process of
 * the tree and no temporary directory is left. Runs --runs times (3) and prints each run and the
 * median. Builds the site first (`npm run build`) when dist/ or dist-server/ is missing.
 *
 * Two figures per tree, in MB (2^20 bytes):
 * - PSS as seen: the sum of each process's Pss (/proc/<pid>/smaps_rollup). A page shared with
 *   processes outside the tree (another Node running the same binary, another PostgreSQL of the same
 *   build, every process's libc) is split with them too, so the figure falls when the machine is busy.
 * - Alone: the memory the tree would take if nothing outside it shared its pages. Every resident page
 *   of every mapping of every process of the tree (/proc/<pid>/smaps, then /proc/<pid>/pagemap for
 *   the physical page each virtual page is on) counted once, however many processes of the tree map
 *   it: the same as PSS with the shared pages split among the tree's own processes only. Shared
 *   memory (shared_buffers) the postmaster and its backends all map counts once; the Node binary's
 *   pages count in full, as if no other Node ran. Reading physical page numbers needs root
 *   (CAP_SYS_ADMIN); without it the figure is an upper bound: the Node process's RSS, plus the
 *   postmaster's RSS, plus the private pages of each other PostgreSQL process (marked "≈").
 * "Node" is the Node process alone, "PostgreSQL" its processes together, "tree" both; a page both map
 * (libc) counts once in the tree, so the tree can be a little less than the sum of the two.
 *
 * Options: --runs N (3), --idle-ms MS (5000, the wait after /readyz before measuring).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilReady } from './childServer.ts';
import { processTree } from './bench/proc.ts';
import { cli } from './cli.ts';

const { values } = cli(import.meta.filename, { runs: { type: 'string', default: '3' }, 'idle-ms': { type: 'string', default: '5000' } });
const RUNS = Number(values.runs);
const IDLE_MS = Number(values['idle-ms']);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');
if (!Number.isInteger(IDLE_MS) || IDLE_MS < 0) throw new Error('--idle-ms must be a whole number of milliseconds');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGE = 4096;
const MB = 1024 * 1024;
/** The Node `npm run serve` runs: the project's own (the `node` package), else this one. */
const NODE = fs.existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;

interface Figures {
  nodeMb: number;
  pgMb: number;
  treeMb: number;
}

interface Run {
  readyMs: number;
  pss: Figures;
  alone: Figures & { exact: boolean };
  pgProcesses: number;
  reviewMs: number;
  formMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

function smapsRollup(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').matchAll(/^(\w+):\s+(\d+) kB/gm))
    out[m[1] ?? ''] = Number(m[2]) * 1024;
  return out;
}

/** The resident mappings of a process: [start, end) of each one whose Rss is not 0. */
function residentRanges(pid: number): [bigint, bigint][] {
  const ranges: [bigint, bigint][] = [];
  let current: [bigint, bigint] | undefined;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (head) current = [BigInt(`0x${head[1]}`), BigInt(`0x${head[2]}`)];
    else if (current && /^Rss:\s+[1-9]/.test(line)) ranges.push(current);
  }
  return ranges;
}

/** The physical page numbers of a process's resident pages (undefined when the kernel hides them: not root). */
function physicalPages(pid: number): Set<bigint> | undefined {
  const pages = new Set<bigint>();
  let present = 0;
  const fd = fs.openSync(`/proc/${pid}/pagemap`, 'r');
  try {
    for (const [start, end] of residentRanges(pid)) {
      const count = Number((end - start) / BigInt(PAGE));
      const buf = Buffer.alloc(count * 8);
      let read: number;
      try {
        read = fs.readSync(fd, buf, 0, buf.length, (start / BigInt(PAGE)) * 8n);
      } catch {
        continue; // [vsyscall] and the like: not readable through pagemap
      }
      for (let off = 0; off + 8 <= read; off += 8) {
        const entry = buf.readBigUInt64LE(off);
        if (!(entry >> 63n)) continue; // not present (bit 63)
        present++;
        const pfn = entry & ((1n << 55n) - 1n);
        if (pfn !== 0n) pages.add(pfn);
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return present > 0 && pages.size === 0 ? undefined : pages;
}

/** Both figures for the tree below `root` (see the header). */
function measure(root: number): { pss: Figures; alone: Figures & { exact: boolean }; pgProcesses: number } {
  const [node, ...pgPids] = processTree(root);
  if (node === undefined) throw new Error('the server is gone');
  const rollups = new Map([node, ...pgPids].map((pid) => [pid, smapsRollup(pid)]));
  const pssOf = (pids: number[]) => pids.reduce((sum, pid) => sum + (rollups.get(pid)?.Pss ?? 0), 0) / MB;
  const pss = { nodeMb: pssOf([node]), pgMb: pssOf(pgPids), treeMb: pssOf([node, ...pgPids]) };

  const sets = new Map([node, ...pgPids].map((pid) => [pid, physicalPages(pid)]));
  if ([...sets.values()].every((s) => s !== undefined)) {
    const union = (pids: number[]) => new Set(pids.flatMap((pid) => [...(sets.get(pid) ?? [])])).size * (PAGE / MB);
    return {
      pss,
      alone: { nodeMb: union([node]), pgMb: union(pgPids), treeMb: union([node, ...pgPids]), exact: true },
      pgProcesses: pgPids.length,
    };
  }
  const r = (pid: number, key: string) => rollups.get(pid)?.[key] ?? 0;
  const [postmaster, ...backends] = pgPids;
  const nodeMb = r(node, 'Rss') / MB;
  const pgMb =
    ((postmaster === undefined ? 0 : r(postmaster, 'Rss')) +
      backends.reduce((sum, pid) => sum + r(pid, 'Private_Clean') + r(pid, 'Private_Dirty'), 0)) /
    MB;
  return { pss, alone: { nodeMb, pgMb, treeMb: nodeMb + pgMb, exact: false }, pgProcesses: pgPids.length };
}

async function timed(request: () => Promise<Response>, expected: number, what: string): Promise<number> {
  const started = performance.now();
  const res = await request();
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== expected) throw new Error(`${what} answered ${res.status}, not ${expected}`);
  return ms;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(proc: ChildProcess, tree: number[], tmp: string): Promise<void> {
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  // The PostgreSQL processes stop before the server exits; a moment's grace for the last of them.
  for (let i = 0; i < 50 && tree.some(alive); i++) await sleep(100);
  const left = tree.filter(alive);
  fs.rmSync(tmp, { recursive: true, force: true });
  if (left.length > 0) throw new Error(`processes of the server's tree still run after it stopped: ${left.join(', ')}`);
  if (fs.existsSync(tmp)) throw new Error(`${tmp} is still there`);
}

async function run(): Promise<Run> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-'));
  fs.chmodSync(tmp, 0o755); // as root, PostgreSQL runs as its own account, which must reach DATA_DIR
  const started = performance.now();
  const proc = spawn(NODE, ['server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATA_DIR: path.join(tmp, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tree: number[] = [];
  try {
    const { url } = await untilReady(proc, { name: 'server', timeoutMs: 120_000 });
    for (;;) {
      const res = await fetch(`${url}/readyz`).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) break;
      await sleep(20);
    }
    const readyMs = performance.now() - started;
    await sleep(IDLE_MS);
    tree = processTree(proc.pid ?? 0);
    const figures = measure(proc.pid ?? 0);
    const reviewMs = await timed(() => fetch(`${url}/review/${'ab'.repeat(32)}`), 404, 'GET /review/<made-up token>');
    const formMs = await timed(
      () =>
        fetch(`${url}/get-started`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
          body: '',
          redirect: 'manual',
        }),
      422,
      'POST /get-started',
    );
    tree = [...new Set([...tree, ...processTree(proc.pid ?? 0)])]; // backends the two requests opened too
    return { readyMs, ...figures, reviewMs, formMs };
  } finally {
    await stop(proc, tree, tmp);
  }
}

const distMissing = ['dist/index.html', 'dist-server/entry-server.js'].filter((f) => !fs.existsSync(path.join(ROOT, f)));
if (distMissing.length > 0) {
  console.log(`${distMissing.join(' and ')} missing: npm run build`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const f = (n: number) => n.toFixed(1).padStart(6);
const ms = (n: number) => String(Math.round(n)).padStart(6);
console.log(
  `Node ${spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
);
console.log(`idle ${IDLE_MS} ms after /readyz; MB = 2^20 bytes\n`);
const header =
  '| run | Node alone | PostgreSQL alone | tree alone | Node PSS | PostgreSQL PSS | tree PSS | PG processes | ready ms | 1st review ms | 1st form post ms |';
console.log(header);
console.log(header.replace(/[^|]/g, '-'));
const runs: Run[] = [];
for (let i = 1; i <= RUNS; i++) {
  const r = await run();
  runs.push(r);
  const approx = r.alone.exact ? ' ' : '≈';
  console.log(
    `| ${i}   | ${approx}${f(r.alone.nodeMb)} | ${approx}${f(r.alone.pgMb)} | ${approx}${f(r.alone.treeMb)} | ${f(r.pss.nodeMb)} | ${f(r.pss.pgMb)} | ${f(r.pss.treeMb)} | ${String(r.pgProcesses).padStart(3)} | ${ms(r.readyMs)} | ${ms(r.reviewMs)} | ${ms(r.formMs)} |`,
  );
}
const m = (pick: (r: Run) => number) => median(runs.map(pick));
console.log(
  `| median | ${f(m((r) => r.alone.nodeMb))} | ${f(m((r) => r.alone.pgMb))} | ${f(m((r) => r.alone.treeMb))} | ${f(m((r) => r.pss.nodeMb))} | ${f(m((r) => r.pss.pgMb))} | ${f(m((r) => r.pss.treeMb))} | ${String(m((r) => r.pgProcesses)).padStart(3)} | ${ms(m((r) => r.readyMs))} | ${ms(m((r) => r.reviewMs))} | ${ms(m((r) => r.formMs))} |`,
);
const alone = m((r) => r.alone.treeMb);
console.log(`\n${alone <= 150 ? 'PASS' : 'FAIL'}: tree alone ${alone.toFixed(1)} MB (median), target ≤ 150 MB`);
process.exitCode = alone <= 150 ? 0 : 1;
