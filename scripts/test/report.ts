/**
 * `npm test`'s closing table (pure): each step's wall and CPU seconds, the totals and the machine's
 * benchmark, and the same figures as JSON (test-results/test-times.json) so that two runs, or two
 * machines, can be compared.
 */
import type { Benchmark } from './benchmark.ts';

export interface StepTime {
  name: string;
  /** 'ok', 'FAIL', or 'not run' (a step before it failed, or not chosen with --only). */
  result: 'ok' | 'FAIL' | 'not run';
  wallSeconds?: number;
  /** The CPU seconds of the step's process tree; undefined when they could not be read. */
  cpuSeconds?: number;
}

export interface RunReport {
  commit?: string;
  node: string;
  benchmark: Benchmark;
  /** How CPU seconds were counted (meter.ts). */
  cpuAccounting: string;
  steps: StepTime[];
  /** The run's wall time (steps overlap: not their sum). */
  wallSeconds: number;
  leftovers: string[];
}

/** CPU seconds of every step that was counted (a step that could not be read is left out, and the total says so). */
export function totalCpu(steps: StepTime[]): { seconds: number; complete: boolean } {
  const ran = steps.filter((step) => step.result !== 'not run');
  return {
    seconds: ran.reduce((sum, step) => sum + (step.cpuSeconds ?? 0), 0),
    complete: ran.every((step) => step.cpuSeconds !== undefined),
  };
}

const seconds = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(1));

/** The table, one line per step then the total and the machine, without the log prefix. */
export function formatTable(report: RunReport): string[] {
  const width = Math.max(5, ...report.steps.map((step) => step.name.length));
  const row = (name: string, result: string, wall: string, cpu: string) =>
    `${name.padEnd(width)}  ${result.padEnd(7)}  ${wall.padStart(7)}  ${cpu.padStart(7)}`;
  const total = totalCpu(report.steps);
  return [
    row('step', 'result', 'wall s', 'CPU s'),
    ...report.steps.map((step) => row(step.name, step.result, seconds(step.wallSeconds), seconds(step.cpuSeconds))),
    row('total', '', seconds(report.wallSeconds), `${total.complete ? '' : '≥ '}${seconds(total.seconds)}`),
    `CPU counted by ${report.cpuAccounting}`,
    `machine: ${report.benchmark.cpus} CPUs, benchmark index ${report.benchmark.index} (MiB/s of FNV-1a in one thread; higher is faster)` +
      `, Node ${report.node}${report.commit ? `, commit ${report.commit}` : ''}`,
  ];
}

/** The JSON file's content. */
export function toJson(report: RunReport): string {
  const total = totalCpu(report.steps);
  const round = (value: number | undefined) => (value === undefined ? null : Math.round(value * 10) / 10);
  return `${JSON.stringify(
    {
      ...report,
      steps: report.steps.map((step) => ({ ...step, wallSeconds: round(step.wallSeconds), cpuSeconds: round(step.cpuSeconds) })),
      wallSeconds: round(report.wallSeconds),
      cpuSeconds: round(total.seconds),
      cpuComplete: total.complete,
    },
    null,
    2,
  )}\n`;
}
