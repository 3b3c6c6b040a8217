/** A local SMTP server (smtp-server) that keeps every message it accepts, parsed with postal-mime. */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import type { Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  raw: string;
  email: Email;
  envelope: { from: string; to: string[] };
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: SinkMail[];
  /** Runs after a message is received and before it is acknowledged (250). */
  beforeAck: ((mail: SinkMail) => Promise<void>) | undefined;
  waitFor(count: number, timeoutMs?: number): Promise<SinkMail[]>;
  close(): Promise<void>;
}

export async function startSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    url: '',
    mails: [],
    beforeAck: undefined,
    async waitFor(count, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (sink.mails.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} mails, got ${sink.mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return sink.mails;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void PostalMime.parse(raw).then(async (email) => {
          const mail: SinkMail = {
            raw,
            email,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
          };
          sink.mails.push(mail);
          await sink.beforeAck?.(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client killed mid-conversation (a SIGKILLed instance) resets its connection: not the sink's failure.
  server.on('error', () => undefined);
  const address = (server.server.address() as AddressInfo).port;
  sink.port = address;
  sink.url = `smtp://127.0.0.1:${address}`;
  return sink;
}

/** A port nothing listens on (taken and released). */
export async function freePort(): Promise<number> {
  const sink = await startSink();
  await sink.close();
  return sink.port;
}
