/**
 * Reading a request body with a byte limit that holds while the bytes arrive, for every route
 * family that reads one (/rest/v1, /auth/v1). With a Content-Length the caller has already compared
 * it to the limit and Node's parser stops at that length, so the body is read directly (no Web
 * streams: cheaper). Without one (chunked) the bytes are counted chunk by chunk as Node's socket
 * delivers them and the read stops at the first chunk past the limit: nothing beyond it is kept. The errors are neutral; each
 * family turns them into its own error format.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';

/** The body is larger than the limit (counted, not declared). */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The client closed the connection before its body arrived (an aborted upload). */
export class ClientClosedError extends Error {
  override name = 'ClientClosedError';
}

const clientAborts = new WeakSet<Request>();

/** True when this request's upload was aborted by the client (the request log says so). */
export const isClientAbort = (c: Context): boolean => clientAborts.has(c.req.raw);

/** True when the request carries a body: a non-zero Content-Length or any Transfer-Encoding. */
export function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return c.req.header('transfer-encoding') !== undefined || (length !== undefined && length.trim() !== '0');
}

/** True when a declared Content-Length (without Transfer-Encoding) is over `limit`. */
export function declaredTooLarge(c: Context, limit: number): boolean {
  const length = c.req.header('content-length');
  return length !== undefined && c.req.header('transfer-encoding') === undefined && Number(length) > limit;
}

/** Reads a chunked body straight from Node's IncomingMessage, counting; stops listening past `limit`. */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (settle: () => void) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done(() => reject(new BodyTooLargeError()));
      else chunks.push(chunk);
    };
    const onEnd = () => done(() => resolve(Buffer.concat(chunks)));
    const onAbort = () => done(() => reject(new ClientClosedError()));
    const onClose = () => {
      if (!incoming.readableEnded) onAbort();
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onClose);
    if (incoming.readableEnded) onEnd();
    else if (incoming.destroyed) onAbort();
  });
}

/**
 * The whole body, at most `limit` bytes; throws BodyTooLargeError or ClientClosedError. Past the
 * limit the rest is left unread: @hono/node-server drains it after the answer (at most 500 ms or
 * 64 MiB, discarded as it arrives) and then closes the connection.
 */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const streamed = c.req.header('content-length') === undefined || c.req.header('transfer-encoding') !== undefined;
  if (!streamed && declaredTooLarge(c, limit)) throw new BodyTooLargeError();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  try {
    if (!streamed) return new Uint8Array(await c.req.arrayBuffer());
    if (incoming) return await readIncoming(incoming, limit);
    // Not served by @hono/node-server (app.request() in tests): the Web stream, counted the same way.
    const reader = c.req.raw.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      size += next.value.length;
      if (size > limit) {
        await reader?.cancel().catch(() => {});
        throw new BodyTooLargeError();
      }
      chunks.push(next.value);
    }
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw err;
    clientAborts.add(c.req.raw);
    throw new ClientClosedError();
  }
}

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
