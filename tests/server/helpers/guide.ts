/**
 * docs/deployment.md as a script: its `sh` blocks (with the section each is in), the test's stated
 * rewrites of them (paths into a temporary root, its own ports and database name), bash shims for
 * the commands a test cannot run for real, and a stand-in for systemd that starts the unit's
 * ExecStart itself (tests/server/deployGuide.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { startHaproxy, type Balancer } from './haproxy.ts';
import { sleep } from './load.ts';
import { REPO_ROOT, waitForExit } from './server.ts';

export const GUIDE = path.join(REPO_ROOT, 'docs', 'deployment.md');

export interface Block {
  section: string;
  text: string;
}

/** Every ```sh block of the guide, with the `## ` heading it is under. */
export function shBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  let open: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (open) {
      if (line.startsWith('```')) {
        blocks.push({ section, text: open.join('\n') });
        open = undefined;
      } else open.push(line);
    } else if (line.startsWith('## ')) section = line.slice(3).trim();
    else if (line.startsWith('```sh')) open = [];
  }
  return blocks;
}

export interface Rewrites {
  root: string;
  /** The guide's instance ports (8787…) → the test's. */
  ports: Record<string, number>;
  /** The guide's HTTP_BIND=:80 and HTTPS_BIND=:443 → the test's loopback ports. */
  binds: { http: number; https: number };
  /** The guide's role and database name `studio` → the test's. */
  dbName: string;
  /** The guide's 127.0.0.1:5432 → the test's PostgreSQL. */
  pgAddress: string;
}

/** The test's only changes to the guide's words (stated in the test's header). */
export function rewrite(text: string, r: Rewrites): string {
  let out = text.replace(/(?<![\w.$/-])\/(etc|srv|var)\//g, `${r.root}/$1/`);
  out = out
    .replace(/^HTTP_BIND=:80$/m, `HTTP_BIND=127.0.0.1:${r.binds.http}`)
    .replace(/^HTTPS_BIND=:443$/m, `HTTPS_BIND=127.0.0.1:${r.binds.https}`);
  for (const [from, to] of Object.entries(r.ports)) out = out.replace(new RegExp(`(?<=[:@ ]|^)${from}\\b`, 'gm'), String(to));
  out = out.replace(/\bstudio\b(?![-@.])/g, r.dbName);
  return out.replaceAll('127.0.0.1:5432', r.pgAddress);
}

/** Bash functions standing in for what the test does not do for real (each says why). */
export const SHIMS = `set -euo pipefail
# systemd: the test's stand-in (below) runs the unit's ExecStart and HAProxy itself.
systemctl() { curl -fsS --data-binary "$*" "http://127.0.0.1:$GUIDE_CTL/systemctl"; }
# The instances run as the test's own user.
useradd() { :; }
# HAProxy is installed by scripts/ensure-test-env.ts (npm test).
apt-get() { [ "$1 $2" = "install haproxy" ]; }
# The DBA's connection is PGHOST/PGPORT/PGUSER (the test's PostgreSQL superuser); the environment is kept.
sudo() { while [ "\${1#-}" != "$1" ]; do if [ "$1" = -u ]; then shift; fi; shift; done; "$@"; }
# The release is this checkout (already installed): a clone is a link to it.
git() { [ "$1" = clone ] || return 1; mkdir -p "$(dirname "\${@: -1}")"; ln -s "$GUIDE_CHECKOUT" "\${@: -1}"; }
# npm ci and the site build are not repeated; the build's anon key is kept for the test.
npm() {
  case "$*" in
    ci) return 0 ;;
    "run build") printf '%s' "$VITE_SUPABASE_ANON_KEY" > "$GUIDE_ROOT/anon-key"; return 0 ;;
  esac
  command npm "$@"
}
`;

/** Runs one block with bash in `cwd`; returns its output and the directory it ended in. */
export function runBlock(text: string, cwd: string, env: Record<string, string>): Promise<{ out: string; cwd: string }> {
  const cwdFile = path.join(env.GUIDE_ROOT ?? '', 'cwd');
  const script = `${SHIMS}\n${text}\nprintf '%s' "$PWD" > ${JSON.stringify(cwdFile)}\n`;
  // PWD: bash keeps the logical path (a release reached through a link), as in the operator's shell.
  const proc = spawn('bash', ['-c', script], { cwd, env: { ...process.env, ...env, PWD: cwd }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) =>
    proc.once('exit', (code) =>
      code === 0
        ? resolve({ out, cwd: fs.readFileSync(cwdFile, 'utf8') })
        : reject(new Error(`guide block failed (${code}):\n${text}\n---\n${out}`)),
    ),
  );
}

/** KEY=VALUE lines (systemd EnvironmentFile and /etc/default files): comments and blanks skipped. */
export function envFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m?.[1]) env[m[1]] = (m[2] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return env;
}

export interface Instance {
  proc: ChildProcess;
  output: () => string;
}

/**
 * systemd for the guide's commands: `daemon-reload`, `enable --now`, `start`, `stop`, `restart` of
 * studio-site@PORT (ExecStart run directly, as the unit says: WorkingDirectory, EnvironmentFile,
 * Environment, StateDirectory, SIGTERM; Restart=always after RestartSec when an instance dies on
 * its own) and `restart haproxy` (Debian's unit: /etc/default/haproxy and /etc/haproxy/haproxy.cfg).
 */
export function fakeSystemd(root: string, extraEnv: Record<string, string>) {
  const instances = new Map<string, Instance>();
  const stopped: Instance[] = [];
  const restarts: NodeJS.Timeout[] = [];
  let closing = false;
  let unit = '';
  let balancer: Balancer | undefined;
  const at = (p: string) => p.replace(/^\/(etc|srv|var)\//, `${root}/$1/`);

  function start(name: string): void {
    const port = /^studio-site@(\d+)$/.exec(name)?.[1];
    if (!port || !unit) throw new Error(`unknown unit ${name} (daemon-reload first)`);
    const values = new Map<string, string[]>();
    for (const line of unit.replaceAll('%i', port).split('\n')) {
      const m = /^(\w+)=(.*)$/.exec(line);
      if (m?.[1]) values.set(m[1], [...(values.get(m[1]) ?? []), m[2] ?? '']);
    }
    const one = (key: string) => values.get(key)?.at(-1) ?? '';
    const env: Record<string, string> = {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      ...envFile(at(one('EnvironmentFile'))),
    };
    for (const assignment of values.get('Environment') ?? []) {
      const [key = '', ...rest] = assignment.split('=');
      env[key] = at(rest.join('='));
    }
    const state = path.join(root, 'var', 'lib', one('StateDirectory'));
    fs.mkdirSync(state, { recursive: true, mode: Number.parseInt(one('StateDirectoryMode') || '0755', 8) });
    const [command = '', ...args] = one('ExecStart').split(/\s+/);
    const proc = spawn(at(command), args, {
      cwd: at(one('WorkingDirectory')),
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const instance = { proc, output: () => out };
    instances.set(name, instance);
    proc.once('exit', () => {
      if (instances.get(name) !== instance) return; // stopped by systemctl
      stopped.push(instance);
      // Not while the test tears down: its SIGKILLs below are not deaths to restart after (a restart
      // would read the guide's files after they were removed).
      if (one('Restart') === 'always' && !closing)
        restarts.push(setTimeout(() => instances.get(name) === instance && start(name), Number(one('RestartSec') || 0.1) * 1000));
    });
  }

  async function stop(name: string): Promise<void> {
    const instance = instances.get(name);
    if (!instance) return;
    instances.delete(name);
    stopped.push(instance);
    instance.proc.kill('SIGTERM');
    const code = await waitForExit(instance.proc);
    if (code !== 0) throw new Error(`${name} exited with ${code} after SIGTERM:\n${instance.output()}`);
  }

  async function restartHaproxy(): Promise<void> {
    await balancer?.stop();
    const env = envFile(path.join(root, 'etc', 'default', 'haproxy'));
    balancer = startHaproxy(env, path.join(root, 'etc', 'haproxy', 'haproxy.cfg'));
    const [host = '', port = ''] = (env.HTTPS_BIND ?? '').split(':');
    for (let i = 0; !(await connects(host, Number(port))); i++) {
      if (i > 100 || balancer.proc.exitCode !== null) throw new Error(`HAProxy does not listen:\n${balancer.output()}`);
      await sleep(50);
    }
  }

  async function systemctl(words: string[]): Promise<void> {
    const [verb, ...rest] = words;
    const units = rest.filter((w) => !w.startsWith('--'));
    const glob = (pattern: string) => [...instances.keys()].filter((n) => new RegExp(`^${pattern.replaceAll('*', '.*')}$`).test(n));
    if (verb === 'daemon-reload') unit = fs.readFileSync(path.join(root, 'etc', 'systemd', 'system', 'studio-site@.service'), 'utf8');
    else if (verb === 'restart' && units.join() === 'haproxy') await restartHaproxy();
    else if ((verb === 'enable' && rest.includes('--now')) || verb === 'start') units.forEach(start);
    else if (verb === 'stop') await Promise.all(units.flatMap(glob).map(stop));
    else if (verb === 'restart') for (const name of units) await stop(name).then(() => start(name));
    else throw new Error(`systemctl ${words.join(' ')}: not a command of the guide`);
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      systemctl(body.trim().split(/\s+/)).then(
        () => res.end('ok\n'),
        (err: unknown) => {
          res.statusCode = 500;
          res.end(`${(err as Error).message}\n`);
        },
      );
    });
  });
  return {
    instances,
    /** Every instance's output, stopped ones included. */
    outputs: () => [...stopped, ...instances.values()].map((i) => i.output()).join('\n'),
    balancer: () => balancer,
    listen: () =>
      new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    async close() {
      closing = true;
      server.close();
      restarts.forEach(clearTimeout);
      await balancer?.stop();
      for (const { proc } of instances.values()) proc.kill('SIGKILL');
      await Promise.all([...instances.values()].map((i) => waitForExit(i.proc)));
    },
  };
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
