/**
 * Lingering close: an answer given while the request body is still arriving ends the connection
 * the way web servers do, instead of reading the rest of the body or resetting the connection.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { hasBody } from './body.ts';

/** What is still read (and discarded) of a body nobody will use, after the answer, before closing. */
export const LINGER_BYTES = 256 * 1024;
export const LINGER_MS = 1000;

/** Sends FIN after the answer, reads and discards the rest up to the linger bounds, then closes. */
function lingeringClose(incoming: IncomingMessage, socket: Socket): void {
  let taken = 0;
  const close = () => {
    clearTimeout(timer);
    incoming.off('data', onData);
    socket.destroy();
  };
  const onData = (chunk: Buffer) => {
    taken += chunk.length;
    if (taken > LINGER_BYTES) close();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.end();
  incoming.on('data', onData).once('end', close);
  incoming.resume();
}

/**
 * Middleware: an answer given while the request body is still arriving (a 413, or any refusal
 * before the body was read) says `Connection: close` and ends the connection with a lingering
 * close, as web servers do: the answer and a FIN go out, at most LINGER_BYTES more of the body are
 * read and discarded within LINGER_MS (closing at once would reset the connection and the client
 * could lose the answer), then the socket is closed. Without it @hono/node-server drains up to
 * 64 MiB per request, which under a flood of large uploads is memory and CPU spent on nothing.
 */
export const closeUnreadBodies: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket;
  if (!incoming || !socket || incoming.readableEnded || !hasBody(c)) return;
  try {
    c.res.headers.set('Connection', 'close');
  } catch {
    return; // immutable headers: @hono/node-server's drain bounds it instead
  }
  // Node ends a `Connection: close` response with socket.destroySoon(): end, then destroy as soon
  // as the FIN is out, with the client's bytes still unread (a reset). Linger instead, once
  // (@hono/node-server's own drain calls destroySoon again after 500 ms).
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    lingeringClose(incoming, socket);
  };
};
