/**
 * `npm test`: every check, each step started as soon as the steps it waits for have passed, with
 * the time of each at the end.
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
 *   3. the server project as soon as the operations tests are done (beside the last stories);
 *   4. beside 2 and 3, at nice 10: the site's and the Storybook's production builds (`node
 *      scripts/start.ts --build`), which the end-to-end step's `npm start` then finds up to date.
 *      They fill the cycles the latency-bound steps leave (a story capture waits on resizes and the
 *      screenshot round trip), instead of holding up the end-to-end step's first minute;
 *   5. end-to-end (`npm run e2e`, once the builds are done too) and the development-build
 *      hydration check once the stories and the operations tests are done: they, and the server
 *      project, mostly wait (on servers of their own, PostgreSQL, a visitor's typing pace), so
 *      together they fill the cores;
 *   6. the bundle budget, which reads the site's build.
 *
 * A step that runs beside another prints its output as one block when it ends. Exit code 1 when any
 * step failed: the running steps finish, and no step starts after a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ALONE_FILES } from '../tests/server/projects.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

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
  { name: 'server', command: 'vitest run --project server', after: [OPERATIONS], buffered: true },
  { name: BUILDS, command: 'node scripts/start.ts --build', after: [ALONE], nice: 10, buffered: true },
  { name: E2E, command: 'npm run e2e', after: [STORIES, OPERATIONS, BUILDS] },
  { name: 'hydration (development build)', command: 'npm run check:hydration', after: [STORIES, OPERATIONS], buffered: true },
  { name: 'bundle budget', command: 'npm run size', after: [E2E] },
];

interface Result {
  name: string;
  seconds: number;
  code: number;
}

const running = new Set<ChildProcess>();

function run(step: Step): Promise<Result> {
  const started = performance.now();
  const child = spawn(`exec ${step.nice ? `nice -n ${step.nice} ` : ''}${step.command}`, {
    shell: true,
    stdio: ['ignore', step.buffered ? 'pipe' : 'inherit', step.buffered ? 'pipe' : 'inherit'],
  });
  running.add(child);
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      if (step.buffered) {
        process.stdout.write(`\n[test] ---- ${step.name}: output ----\n`);
        process.stdout.write(Buffer.concat(chunks));
        process.stdout.write(`[test] ---- ${step.name}: end ----\n`);
      }
      resolve({ name: step.name, seconds, code: code ?? (signal ? 1 : 0) });
    });
  });
}

// Ctrl-C reaches every step through the terminal's process group; a SIGTERM to this process alone
// (a CI runner stopping the job) is passed on to the running steps.
process.once('SIGTERM', () => {
  for (const child of running) child.kill('SIGTERM');
  process.exitCode = 1;
});

const startedAt = performance.now();
const results: Result[] = [];
const passed = new Set<string>();
const started = new Set<string>();
let failed = false;
/** Starts every step whose predecessors have passed; resolves when nothing is running or startable. */
async function schedule(): Promise<void> {
  if (failed) return;
  const ready = steps.filter((step) => !started.has(step.name) && step.after.every((name) => passed.has(name)));
  await Promise.all(
    ready.map(async (step) => {
      started.add(step.name);
      const result = await run(step);
      results.push(result);
      if (result.code === 0) passed.add(step.name);
      else failed = true;
      await schedule();
    }),
  );
}
await schedule();

console.log('\n[test] step times:');
for (const result of results) console.log(`[test]   ${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.name}: ${result.seconds.toFixed(0)} s`);
console.log(`[test] total ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
