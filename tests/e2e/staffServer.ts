/**
 * A production server of a test's own, set up as an operator would for the studio: a fresh DATA_DIR
 * (removed when the server is stopped), mail to a local SMTP sink (a real SMTP server), and one staff
 * account added by `npm run staff:add`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSink, type SmtpSink } from '../server/helpers/smtpSink';
import { makeDataDir, removeDataDir } from './dataDirs';
import { startServer, type RunningServer } from './serverProcess';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface StaffServerOptions {
  port: string;
  /** Names the DATA_DIR. */
  prefix: string;
  /** The staff account. */
  email: string;
  password: string;
  /** Where new-lead and review e-mails go. */
  notifyTo: string;
}

export async function startStaffServer({
  port,
  prefix,
  email,
  password,
  notifyTo,
}: StaffServerOptions): Promise<{ server: RunningServer; sink: SmtpSink }> {
  const sink = await startSink();
  const dataDir = await makeDataDir(prefix);
  let started: RunningServer | undefined;
  try {
    started = await startServer({
      PORT: port,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      NOTIFY_TO: notifyTo,
      NOTIFY_FROM: 'Lumen Web Studio <noreply@lumenwebstudio.com>',
      INBOX_SITE_URL: `http://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: '200',
    });
    await run('npm', ['run', 'staff:add', '--', '--email', email], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: password },
    });
  } catch (err) {
    await started?.stop();
    await sink.close();
    await removeDataDir(dataDir);
    throw err;
  }
  const running = started;
  // Its DATA_DIR goes with it: removed once it has stopped (and its PostgreSQL with it).
  const server: RunningServer = {
    ...running,
    stop: async () => {
      await running.stop();
      await removeDataDir(dataDir);
    },
  };
  return { server, sink };
}
