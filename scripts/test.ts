/**
 * `npm test`: every check, in stages, with the time of each at the end.
 *
 *   1. lint and type check (`npm run lint:types`), then the test machine's parts (ensure-test-env);
 *   2. at once: the Vitest projects unit and storybook at nice 10, and the operations tests
 *      (`server-ops`, one file at a time) at normal priority. The story captures keep both cores
 *      busy; the operations tests assert wall-clock bounds (/healthz under 100 ms during a 100 MB
 *      flood, answers within 5.5 s while PostgreSQL is frozen, …) and mostly wait on their own
 *      servers, so the niced captures take every cycle they leave and give the cores back within a
 *      scheduler tick when an operations test wants them. (One Vitest run cannot do this: it runs
 *      its browser project beside every group, so the flood's /healthz was measured against the
 *      stories' captures: 134 ms, a flake.) The operations output is printed as one block at its end;
 *   3. at once: the server project, end-to-end (`npm run e2e`) and the development-build hydration
 *      check. All three mostly wait (on servers of their own, PostgreSQL, a visitor's typing pace),
 *      so together they fill the cores that each alone leaves idle. The server and hydration output
 *      is printed as a block at its end;
 *   4. the bundle budget (it reads the build the end-to-end stage made).
 *
 * Exit code 1 when any step failed (a stage's steps all finish first; later stages do not run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

interface Step {
  name: string;
  command: string;
  /** Added niceness (lower priority) for the step and everything it starts. */
  nice?: number;
  /** Print the output as one block when the step ends (for a step that runs beside another). */
  buffered?: boolean;
}

const stages: Step[][] = [
  [{ name: 'lint and types', command: 'npm run lint:types' }],
  [{ name: 'test machine', command: 'node scripts/ensure-test-env.ts' }],
  [
    { name: 'unit, stories', command: 'vitest run --project unit --project storybook', nice: 10 },
    { name: 'operations', command: 'vitest run --project server-ops', buffered: true },
  ],
  [
    { name: 'server', command: 'vitest run --project server', buffered: true },
    { name: 'end-to-end', command: 'npm run e2e' },
    { name: 'hydration (development build)', command: 'npm run check:hydration', buffered: true },
  ],
  [{ name: 'bundle budget', command: 'npm run size' }],
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
let failed = false;
for (const stage of stages) {
  const done = await Promise.all(stage.map(run));
  results.push(...done);
  if (done.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}

console.log('\n[test] step times:');
for (const result of results) console.log(`[test]   ${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.name}: ${result.seconds.toFixed(0)} s`);
console.log(`[test] total ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
