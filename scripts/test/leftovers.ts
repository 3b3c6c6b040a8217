/**
 * What a `npm test` run left behind, decided from what the last step saw (pure: ./runState.ts reads
 * the machine): processes of the run still alive, and directories, clusters and PostgreSQL sockets
 * that the run made and did not remove.
 */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** When it started, in clock ticks after boot (/proc/PID/stat). */
  start: number;
  /** Its command line, arguments joined by spaces. */
  command: string;
  /** Its working directory, when readable. */
  cwd?: string;
  /** RUN_ENV in its environment, when readable: inherited from a step, unless a program cleared it. */
  run?: string;
}

/** The variable that marks every step's processes with the run's id. */
export const RUN_ENV = 'NPM_TEST_RUN';

export interface ProcessScope {
  /** This runner and its ancestors (npm, the CI script): never leftovers. */
  runner: Set<number>;
  /** The run's id: a process with it in RUN_ENV is the run's. */
  run: string;
  /** The runner's own start (ticks after boot): a process started before it is not the run's. */
  since: number;
  /**
   * A process started during the run whose working directory or a command-line path is inside one of
   * these is the run's (a program that clears its environment: PostgreSQL's `postgres -D …`).
   */
  roots: string[];
  /** Processes still in a step's cgroup: the run's, wherever they run and whoever their parent is. */
  inRunCgroups: Set<number>;
}

export const isInside = (file: string, root: string): boolean => file === root || file.startsWith(root.endsWith('/') ? root : `${root}/`);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a command line names a path inside root (`postgres -D /root/…`, `--user-data-dir=/root/…`). */
export function mentions(command: string, root: string): boolean {
  return new RegExp(`(^|[\\s='"])${escape(root.replace(/\/$/, ''))}(/|$|[\\s'"])`).test(command);
}

/** The run's processes still alive: in a step's cgroup, marked with the run's id, or started during the run inside one of its roots. */
export function leftoverProcesses(processes: ProcessInfo[], scope: ProcessScope): ProcessInfo[] {
  return processes.filter((p) => {
    if (scope.inRunCgroups.has(p.pid)) return true;
    if (scope.runner.has(p.pid)) return false;
    if (p.run === scope.run) return true;
    if (p.start < scope.since) return false;
    return scope.roots.some((root) => (p.cwd !== undefined && isInside(p.cwd, root)) || mentions(p.command, root));
  });
}

/** Paths present at the end that were not there at the start. */
export function newPaths(before: Iterable<string>, after: Iterable<string>): string[] {
  const had = new Set(before);
  return [...after].filter((file) => !had.has(file)).sort();
}

export interface Leftovers {
  processes: ProcessInfo[];
  /** Directories, clusters and sockets. */
  paths: string[];
}

/** One line per leftover, for the log and the JSON file. */
export function describeLeftovers({ processes, paths }: Leftovers): string[] {
  return [
    ...processes.map((p) => `process ${p.pid}${p.cwd ? ` (in ${p.cwd})` : ''}: ${p.command.slice(0, 200)}`),
    ...paths.map((file) => (/\/\.s\.PGSQL\.\d+(\.lock)?$/.test(file) ? `PostgreSQL socket ${file}` : `left ${file}`)),
  ];
}
