/**
 * Where this process's control groups are, read from /proc/self/mountinfo and /proc/self/cgroup
 * (pure: the texts are given). `npm test` makes each step's cgroup below them (./meter.ts).
 */
export interface CgroupDir {
  /** 'v2': cpu.stat's usage_usec; 'v1': the cpuacct controller's cpuacct.usage (ns). */
  version: 'v2' | 'v1';
  /** This process's cgroup directory in that hierarchy. */
  dir: string;
}

interface Mount {
  root: string;
  point: string;
  type: string;
  options: string[];
}

function mounts(mountinfo: string): Mount[] {
  return mountinfo
    .split('\n')
    .filter((line) => line.includes(' - '))
    .map((line) => {
      const [left = '', right = ''] = line.split(' - ');
      const [, , , root = '', point = ''] = left.split(' ');
      const [type = '', , superOptions = ''] = right.split(' ');
      const unescape = (s: string) => s.replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
      return { root: unescape(root), point: unescape(point), type, options: superOptions.split(',') };
    });
}

/** The mount's directory for a cgroup path (a namespaced mount shows only the part below its root). */
function inside(mount: Mount, cgroupPath: string): string | undefined {
  const root = mount.root === '/' ? '' : mount.root;
  if (root && cgroupPath !== root && !cgroupPath.startsWith(`${root}/`)) return undefined;
  return mount.point + cgroupPath.slice(root.length);
}

/** The cgroup v2 directory and the v1 cpuacct one of this process, those that are mounted, v2 first. */
export function cgroupDirs(mountinfo: string, procCgroup: string): CgroupDir[] {
  const all = mounts(mountinfo);
  const lines = procCgroup
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, controllers = '', ...rest] = line.split(':');
      return { controllers: controllers.split(','), path: rest.join(':') };
    });
  const found: CgroupDir[] = [];
  const v2Path = lines.find((line) => line.controllers.join() === '')?.path;
  const v2Mount = all.find((mount) => mount.type === 'cgroup2');
  const v2 = v2Path !== undefined && v2Mount ? inside(v2Mount, v2Path) : undefined;
  if (v2) found.push({ version: 'v2', dir: v2 });
  const v1Path = lines.find((line) => line.controllers.includes('cpuacct'))?.path;
  const v1Mount = all.find((mount) => mount.type === 'cgroup' && mount.options.includes('cpuacct'));
  const v1 = v1Path !== undefined && v1Mount ? inside(v1Mount, v1Path) : undefined;
  if (v1) found.push({ version: 'v1', dir: v1 });
  return found;
}

/** CPU seconds from a cgroup's accounting file: v2 cpu.stat (usage_usec), v1 cpuacct.usage (ns). */
export function cpuSecondsOf(version: CgroupDir['version'], text: string): number | undefined {
  if (version === 'v1') {
    const ns = Number(text.trim());
    return Number.isFinite(ns) && text.trim() !== '' ? ns / 1e9 : undefined;
  }
  const usec = /^usage_usec (\d+)$/m.exec(text)?.[1];
  return usec === undefined ? undefined : Number(usec) / 1e6;
}

/** CPU seconds from the shell's `times` (its own line, then its waited-for children's: user and system). */
export function childrenSecondsOfTimes(text: string): number | undefined {
  const values = [...text.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds));
  const [, , user, system] = values;
  return user !== undefined && system !== undefined ? user + system : undefined;
}
