/**
 * The CPU seconds of each `npm test` step's whole process tree. Where this process may write to a
 * control-group hierarchy (root on Linux; cgroup v2 first, else v1's cpuacct), each step's shell puts
 * itself into a fresh cgroup before it execs the step, so every descendant is counted, those that
 * detach or are reparented too (PostgreSQL clusters, Chromium, HAProxy); the cgroup also tells which
 * of the step's processes are still alive (./leftovers.ts), and is removed once it is empty.
 * Elsewhere (not root, a container with a read-only /sys/fs/cgroup, not Linux) the step runs under a
 * shell that prints its children's rusage (`times`): the CPU of the processes that were waited for
 * only, which the table says.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cgroupDirs, childrenSecondsOfTimes, cpuSecondsOf, type CgroupDir } from './cgroupPaths.ts';

export interface Meter {
  /** How the CPU seconds were counted, for the table. */
  readonly label: string;
  /** Whether every process of a step is counted (false: the processes waited for only). */
  readonly wholeTree: boolean;
  /** The shell command that runs `command` as step `index`, metered. */
  command(index: number, command: string): string;
  /** Whether that command writes its rusage to file descriptor 3. */
  readonly usesFd3: boolean;
  /** The step's CPU seconds so far, given what it wrote to descriptor 3. */
  cpuSeconds(index: number, fd3: string): number | undefined;
  /** Processes still in the step's cgroup ([] without cgroups). */
  members(index: number): number[];
  /** Removes the step's cgroup when it is empty; false when processes remain in it. */
  release(index: number): boolean;
  /** Removes the run's cgroup once every step's is gone. */
  close(): void;
  /** Passes a signal on to the step (the shell that execs it, or the children of the one that does not). */
  signal(pid: number, signal: NodeJS.Signals): void;
}

const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Removes an empty directory (a cgroup with no process left); false when it is still in use. */
function removeEmpty(dir: string): boolean {
  try {
    fs.rmdirSync(dir);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

function cgroupMeter(version: CgroupDir['version'], runDir: string): Meter {
  const stepDir = (index: number) => path.join(runDir, `step-${index}`);
  const statFile = version === 'v2' ? 'cpu.stat' : 'cpuacct.usage';
  return {
    label: `cgroup ${version} (${runDir}): every process of the step, detached and reparented ones included`,
    wholeTree: true,
    usesFd3: false,
    command(index, command) {
      fs.mkdirSync(stepDir(index));
      return `echo $$ > ${quote(path.join(stepDir(index), 'cgroup.procs'))} && exec ${command}`;
    },
    cpuSeconds: (index) => cpuSecondsOf(version, read(path.join(stepDir(index), statFile))),
    members: (index) =>
      fs.existsSync(stepDir(index))
        ? read(path.join(stepDir(index), 'cgroup.procs'))
            .split('\n')
            .filter(Boolean)
            .map(Number)
        : [],
    release: (index) => removeEmpty(stepDir(index)),
    // Fails while a step's cgroup still has processes: the leftover check has listed them.
    close: () => void removeEmpty(runDir),
    signal: (pid, signal) => process.kill(pid, signal),
  };
}

/** A cgroup of the run's own below this process's, where the hierarchy is writable and a shell may move itself into it. */
function runCgroup(): Meter | undefined {
  let found: CgroupDir[];
  try {
    found = cgroupDirs(read('/proc/self/mountinfo'), read('/proc/self/cgroup'));
  } catch {
    return undefined; // not Linux
  }
  for (const { version, dir } of found) {
    const runDir = path.join(dir, `npm-test-${process.pid}`);
    try {
      fs.mkdirSync(runDir);
    } catch {
      continue;
    }
    const probe = path.join(runDir, 'probe');
    try {
      fs.mkdirSync(probe);
      const moved = spawnSync('sh', ['-c', `echo $$ > ${quote(path.join(probe, 'cgroup.procs'))}`]).status === 0;
      const counted = cpuSecondsOf(version, read(path.join(probe, version === 'v2' ? 'cpu.stat' : 'cpuacct.usage'))) !== undefined;
      removeEmpty(probe);
      if (moved && counted) return cgroupMeter(version, runDir);
    } catch {
      // not usable: try the next hierarchy
    }
    removeEmpty(probe);
    removeEmpty(runDir);
  }
  return undefined;
}

const rusageMeter: Meter = {
  label: "the shell's rusage of its children: processes waited for only (no writable cgroup; detached ones not counted)",
  wholeTree: false,
  usesFd3: true,
  command: (_index, command) => `${command}\ns=$?; times >&3; exit $s`,
  cpuSeconds: (_index, fd3) => childrenSecondsOfTimes(fd3),
  members: () => [],
  release: () => true,
  close() {},
  // The shell does not exec the step (it prints `times` after it): the signal goes to its children.
  signal: (pid, signal) => void spawnSync('pkill', [`-${signal}`, '-P', String(pid)]),
};

/** Counts by cgroup where it can (`cgroups: false` forces the fallback), else by the shell's rusage. */
export function createMeter(cgroups = true): Meter {
  return (cgroups ? runCgroup() : undefined) ?? rusageMeter;
}
