/**
 * `npm test`: every check, each step started as soon as the steps it waits for have passed, with
 * the wall time and the CPU seconds of each at the end.
 *
 *   1. lint and type check (`npm run lint:types`), then the test machine's parts (ensure-test-env),
 *      then the operations tests that must have the machine to itself (the 100 MB body flood's
 *      /healthz within 100 ms, readiness dropping at once on SIGTERM; tests/server/projects.ts, ALONE_FILES);
 *   2. at once: the Vitest projects unit and storybook at nice 10, and the other operations tests
 *      (`server-ops`, one file at a time) at normal priority. The story captures keep both cores
 *      busy; the operations tests assert wall-clock bounds (answers within 5.5 s while PostgreSQL
 *      is frozen, …) and mostly wait on their own servers, so the niced captures take every cycle
 *      they leave and give the cores back within a scheduler tick when an operations test wants
 *      them. (One Vitest run cannot do this: it runs its browser project beside every group.);
 *   3. beside 2, also at nice 10: the server project. Its files mostly wait on their servers and
 *      PostgreSQL, like the operations tests, which take the cores when they want them; after the
 *      operations tests (as until 2026-12) it made the operations' 250 s wall the start of a chain
 *      operations → server → end-to-end, while the operations use a third of a core;
 *   4. beside 2 and 3, at nice 10: the site's and the Storybook's production builds (`node
 *      scripts/start.ts --build`), which the end-to-end step's `npm start` then finds up to date.
 *      They fill the cycles the latency-bound steps leave (a story capture waits on resizes and the
 *      screenshot round trip), instead of holding up the end-to-end step's first minute;
 *   5. end-to-end (`npm run e2e`, once the builds are done too) and the development-build
 *      hydration check once the stories and the operations tests are done: they, and the server
 *      project, mostly wait (on servers of their own, PostgreSQL, a visitor's typing pace), so
 *      together they fill the cores;
 *   6. the bundle budget, which reads the site's build;
 *   7. always, after every other step (even when one failed), starting no work: the leftover check
 *      (scripts/test/leftoverCheck.ts). No process, cluster, socket or directory of the run may
 *      remain: it lists what did and fails the run.
 *
 * CPU: first a fixed CPU benchmark (scripts/test/benchmark.ts: the machine's speed, with its CPU
 * count), then each step runs in a cgroup of its own where the machine lets this process make one
 * (root on Linux), so every process it starts is counted, detached ones too; elsewhere the table
 * says that only the processes waited for were (scripts/test/meter.ts). The closing table (step,
 * wall s, CPU s, totals, benchmark) is also written as JSON, to compare two runs or two machines.
 * Every step's TMPDIR is a directory of the run's own, removed at the end when it is empty.
 *
 * A step that runs beside another prints its output as one block when it ends. Exit code 1 when any
 * step failed: the running steps finish, and no step starts after a failure.
 *
 * Options (for working on the suite, not for CI):
 *   --only STEP     run only this step (repeatable; the order between the chosen steps is kept),
 *                   e.g. --only 'lint and types' --only 'bundle budget'; the leftover check always runs
 *   --json FILE     where the JSON goes (default test-results/test-times.json; Playwright empties
 *                   test-results when the end-to-end step starts: copy it to keep it)
 *   --no-cgroup     count CPU as a machine without a writable cgroup would (the shell's rusage)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALONE_FILES } from '../tests/server/projects.ts';
import { cli } from './cli.ts';
import { benchmark } from './test/benchmark.ts';
import { findLeftovers, runScope } from './test/leftoverCheck.ts';
import { describeLeftovers, RUN_ENV } from './test/leftovers.ts';
import { createMeter } from './test/meter.ts';
import { formatTable, toJson, type StepTime } from './test/report.ts';
import { makeRunTmp, removeRunTmp } from './test/runState.ts';

const { values: opts } = cli(import.meta.filename, {
  only: { type: 'string', multiple: true },
  json: { type: 'string', default: 'test-results/test-times.json' },
  'no-cgroup': { type: 'boolean', default: false },
});

interface Step {
  name: string;
  command: string;
  /** Steps that must have passed before this one starts. */
  after: string[];
  /** Added niceness (lower priority) for the step and everything it starts. */
  nice?: number;
  /** Print the output as one block when the step ends (for a step that runs beside another). */
  buffered?: boolean;
}

const LINT = 'lint and types';
const MACHINE = 'test machine';
const ALONE = 'operations (alone)';
const STORIES = 'unit, stories';
const OPERATIONS = 'operations';
const BUILDS = 'builds';
const E2E = 'end-to-end';
const LEFTOVERS = 'leftovers';

const steps: Step[] = [
  { name: LINT, command: 'npm run lint:types', after: [] },
  { name: MACHINE, command: 'node scripts/ensure-test-env.ts', after: [LINT] },
  { name: ALONE, command: `vitest run --project server-ops ${ALONE_FILES.join(' ')}`, after: [MACHINE] },
  { name: STORIES, command: 'vitest run --project unit --project storybook', after: [ALONE], nice: 10, buffered: true },
  {
    name: OPERATIONS,
    command: `vitest run --project server-ops ${ALONE_FILES.map((file) => `--exclude ${file}`).join(' ')}`,
    after: [ALONE],
    buffered: true,
  },
  { name: 'server', command: 'vitest run --project server', after: [ALONE], nice: 10, buffered: true },
  { name: BUILDS, command: 'node scripts/start.ts --build', after: [ALONE], nice: 10, buffered: true },
  { name: E2E, command: 'npm run e2e', after: [STORIES, OPERATIONS, BUILDS] },
  { name: 'hydration (development build)', command: 'npm run check:hydration', after: [STORIES, OPERATIONS], buffered: true },
  { name: 'bundle budget', command: 'npm run size', after: [E2E] },
];

const unknown = (opts.only ?? []).filter((name) => !steps.some((step) => step.name === name) && name !== LEFTOVERS);
if (unknown.length > 0) {
  console.error(
    `test.ts: no step ${unknown.map((name) => `"${name}"`).join(', ')}; the steps: ${steps.map((s) => `"${s.name}"`).join(', ')}`,
  );
  process.exit(2);
}
const chosen = opts.only ? steps.filter((step) => opts.only?.includes(step.name)) : steps;
const isChosen = (name: string) => chosen.some((step) => step.name === name);

const checkout = path.resolve(import.meta.dirname, '..');
const bench = benchmark();
console.log(`[test] machine: ${bench.cpus} CPUs, benchmark index ${bench.index} (MiB/s of FNV-1a in one thread; higher is faster)`);
const meter = createMeter(!opts['no-cgroup']);
console.log(`[test] CPU counted by ${meter.label}`);
const runTmp = makeRunTmp();
const scope = runScope(checkout, runTmp);
const env = { ...process.env, TMPDIR: runTmp, [RUN_ENV]: scope.run };

interface Result {
  index: number;
  seconds: number;
  cpu?: number;
  code: number;
}

const running = new Set<ChildProcess>();

function run(step: Step, index: number): Promise<Result> {
  const started = performance.now();
  const command = meter.command(index, `${step.nice ? `nice -n ${step.nice} ` : ''}${step.command}`);
  const output = step.buffered ? 'pipe' : 'inherit';
  const child = spawn(command, { shell: true, env, stdio: ['ignore', output, output, meter.usesFd3 ? 'pipe' : 'ignore'] });
  running.add(child);
  const chunks: Buffer[] = [];
  let rusage = '';
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stdio[3]?.on('data', (chunk: Buffer) => (rusage += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const cpu = cpuOf(index, rusage);
      meter.release(index); // kept while processes remain in it: the leftover check lists them
      if (step.buffered) {
        process.stdout.write(`\n[test] ---- ${step.name}: output ----\n`);
        process.stdout.write(Buffer.concat(chunks));
        process.stdout.write(`[test] ---- ${step.name}: end ----\n`);
      }
      resolve({ index, seconds, cpu, code: code ?? (signal ? 1 : 0) });
    });
  });
}

function cpuOf(index: number, rusage: string): number | undefined {
  try {
    return meter.cpuSeconds(index, rusage);
  } catch {
    return undefined; // the cgroup is gone
  }
}

// Ctrl-C reaches every step through the terminal's process group; a SIGTERM to this process alone
// (a CI runner stopping the job) is passed on to the running steps. Either way the steps end, then
// the table and the leftover check (a second Ctrl-C stops at once).
process.once('SIGTERM', () => {
  for (const child of running) if (child.pid) meter.signal(child.pid, 'SIGTERM');
  process.exitCode = 1;
});
process.once('SIGINT', () => (process.exitCode = 130));

const startedAt = performance.now();
const results = new Map<string, Result>();
const passed = new Set<string>();
const started = new Set<string>();
let failed = false;
/** Starts every step whose predecessors have passed; resolves when nothing is running or startable. */
async function schedule(): Promise<void> {
  if (failed) return;
  const ready = chosen.filter((step) => !started.has(step.name) && step.after.every((name) => passed.has(name) || !isChosen(name)));
  await Promise.all(
    ready.map(async (step) => {
      started.add(step.name);
      const result = await run(step, steps.indexOf(step));
      results.set(step.name, result);
      if (result.code === 0) passed.add(step.name);
      else failed = true;
      await schedule();
    }),
  );
}
await schedule();

// The leftover check: after every step, starting nothing.
const checkStarted = performance.now();
const checkCpu = process.cpuUsage();
const leftovers = describeLeftovers(findLeftovers(scope, meter, steps.length));
for (const result of results.values()) if (!meter.release(result.index)) result.cpu = cpuOf(result.index, '') ?? result.cpu;
const checkUsage = process.cpuUsage(checkCpu);
if (leftovers.length > 0) {
  console.log(`\n[test] FAIL the run left ${leftovers.length} thing(s) behind:`);
  for (const line of leftovers) console.log(`[test]   ${line}`);
  console.log(`[test] (the run's temporary directory ${runTmp} is kept to look at)`);
}

const times: StepTime[] = steps.map((step) => {
  const result = results.get(step.name);
  if (!result) return { name: step.name, result: 'not run' };
  return { name: step.name, result: result.code === 0 ? 'ok' : 'FAIL', wallSeconds: result.seconds, cpuSeconds: result.cpu };
});
times.push({
  name: LEFTOVERS,
  result: leftovers.length === 0 ? 'ok' : 'FAIL',
  wallSeconds: (performance.now() - checkStarted) / 1000,
  cpuSeconds: (checkUsage.user + checkUsage.system) / 1e6,
});
const report = {
  commit: gitCommit(),
  node: process.version,
  benchmark: bench,
  cpuAccounting: meter.label,
  steps: times,
  wallSeconds: (performance.now() - startedAt) / 1000,
  leftovers,
};
console.log('');
for (const line of formatTable(report)) console.log(`[test] ${line}`);
mkdirSync(path.dirname(path.resolve(opts.json)), { recursive: true });
writeFileSync(path.resolve(opts.json), toJson(report));
console.log(`[test] written to ${opts.json}`);
meter.close();
removeRunTmp(runTmp);
process.exit(failed || leftovers.length > 0 ? 1 : Number(process.exitCode ?? 0));

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: checkout,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}
