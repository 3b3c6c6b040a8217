// @vitest-environment node
/**
 * npm test's closing table and JSON (report.ts), and the parsing of what the CPU meter reads
 * (cgroupPaths.ts): the cgroup directories from /proc/self, a cgroup's CPU seconds, the shell's `times`.
 */
import { describe, expect, it } from 'vitest';
import { cgroupDirs, childrenSecondsOfTimes, cpuSecondsOf } from './cgroupPaths.ts';
import { formatTable, toJson, totalCpu, type RunReport } from './report.ts';

const report: RunReport = {
  commit: 'abc1234',
  node: 'v24.21.0',
  benchmark: { index: 730, cpus: 2 },
  cpuAccounting: 'cgroup v2 (/sys/fs/cgroup/npm-test-1): every process',
  steps: [
    { name: 'lint and types', result: 'ok', wallSeconds: 61.24, cpuSeconds: 110.06 },
    { name: 'end-to-end', result: 'FAIL', wallSeconds: 402, cpuSeconds: 500.5 },
    { name: 'bundle budget', result: 'not run' },
  ],
  wallSeconds: 470.04,
  leftovers: [],
};

describe('formatTable', () => {
  it('prints each step, the totals (wall: the run, CPU: the sum) and the machine', () => {
    expect(formatTable(report)).toEqual([
      'step            result    wall s    CPU s',
      'lint and types  ok          61.2    110.1',
      'end-to-end      FAIL       402.0    500.5',
      'bundle budget   not run        ?        ?',
      'total                      470.0    610.6',
      'CPU counted by cgroup v2 (/sys/fs/cgroup/npm-test-1): every process',
      'machine: 2 CPUs, benchmark index 730 (MiB/s of FNV-1a in one thread; higher is faster), Node v24.21.0, commit abc1234',
    ]);
  });

  it('marks the CPU total as a lower bound when a step that ran could not be read', () => {
    const steps = [...report.steps, { name: 'server', result: 'ok' as const, wallSeconds: 10 }];
    expect(totalCpu(steps)).toEqual({ seconds: 610.56, complete: false });
    expect(formatTable({ ...report, steps })[5]).toMatch(/^total +470\.0 +≥ 610\.6$/);
  });
});

describe('toJson', () => {
  it('keeps every figure to a tenth of a second, with the CPU total', () => {
    const json = JSON.parse(toJson({ ...report, leftovers: ['left /tmp/npm-test-x/hydration-1'] })) as Record<string, unknown>;
    expect(json).toMatchObject({
      benchmark: { index: 730, cpus: 2 },
      wallSeconds: 470,
      cpuSeconds: 610.6,
      cpuComplete: true,
      leftovers: ['left /tmp/npm-test-x/hydration-1'],
    });
    expect(json.steps).toEqual([
      { name: 'lint and types', result: 'ok', wallSeconds: 61.2, cpuSeconds: 110.1 },
      { name: 'end-to-end', result: 'FAIL', wallSeconds: 402, cpuSeconds: 500.5 },
      { name: 'bundle budget', result: 'not run', wallSeconds: null, cpuSeconds: null },
    ]);
  });
});

describe('cgroup accounting', () => {
  const mountinfo = [
    '30 22 0:27 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
    '31 30 0:28 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct',
    '40 30 0:37 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
  ].join('\n');

  it('finds the v2 directory first, then the v1 cpuacct one, below the mounts', () => {
    expect(cgroupDirs(mountinfo, '2:cpu,cpuacct:/ci/job\n1:name=systemd:/\n0::/ci/job\n')).toEqual([
      { version: 'v2', dir: '/sys/fs/cgroup/unified/ci/job' },
      { version: 'v1', dir: '/sys/fs/cgroup/cpu,cpuacct/ci/job' },
    ]);
  });

  it('maps a namespaced mount (a container: the mount shows only its own subtree)', () => {
    const container = '50 40 0:40 /docker/abc /sys/fs/cgroup rw - cgroup2 cgroup2 rw';
    expect(cgroupDirs(container, '0::/docker/abc/step\n')).toEqual([{ version: 'v2', dir: '/sys/fs/cgroup/step' }]);
    expect(cgroupDirs(container, '0::/elsewhere\n')).toEqual([]);
  });

  it('reads CPU seconds from cpu.stat, cpuacct.usage and the shell’s times', () => {
    expect(cpuSecondsOf('v2', 'usage_usec 12345678\nuser_usec 10000000\nsystem_usec 2345678\n')).toBe(12.345678);
    expect(cpuSecondsOf('v1', '2500000000\n')).toBe(2.5);
    expect(cpuSecondsOf('v2', '')).toBeUndefined();
    expect(childrenSecondsOfTimes('0m0.000000s 0m0.010000s\n1m2.500000s 0m0.750000s\n')).toBe(63.25); // dash
    expect(childrenSecondsOfTimes('0m0.003s 0m0.001s\n0m1.150s 0m0.080s\n')).toBeCloseTo(1.23); // bash
    expect(childrenSecondsOfTimes('')).toBeUndefined();
  });
});
