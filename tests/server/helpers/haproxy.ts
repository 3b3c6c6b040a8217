/** Debian's HAProxy with the repository's own deploy/haproxy.cfg, for the deployment guide's test. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));

/** A self-signed certificate for 127.0.0.1 as HAProxy's PEM (chain and key in one file). */
export function selfSignedPem(dir: string): string {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'site.pem');
  fs.writeFileSync(pem, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'), { mode: 0o600 });
  return pem;
}

export interface Balancer {
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground on deploy/haproxy.cfg (or `config`); its "${...}" values come from `env`. */
export function startHaproxy(env: Record<string, string>, config = path.join(REPO_ROOT, 'deploy', 'haproxy.cfg')): Balancer {
  if (!HAPROXY) throw new Error('HAProxy is not installed (npm test installs it: apt-get install haproxy)');
  const proc = spawn(HAPROXY, ['-db', '-f', config], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return {
    proc,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
