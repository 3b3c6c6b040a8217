/**
 * The one reader of request bodies, for every route that reads one (/rest/v1, /auth/v1, the no-JS
 * form): a byte limit that holds while the bytes arrive, strict UTF-8, aborted uploads. With a
 * Content-Length the caller has already compared it to the limit and Node's parser stops at that
 * length, so the body is read directly (no Web streams: cheaper). Without one (chunked) the bytes
 * are counted chunk by chunk as Node's socket delivers them and the read stops at the first chunk
 * past the limit: nothing beyond it is kept. Refusals are the kit's HttpErrors (KIT_CODES); each
 * family words them its own way. An answer given before the body was read: linger.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError, httpError, KIT_CODES } from './errors.ts';

export const payloadTooLarge = (limit: number) =>
  httpError(413, KIT_CODES.payloadTooLarge, `Request body is larger than the ${limit}-byte limit`);

/** Thrown when the client closed the connection before its body arrived; nobody reads the answer. */
export const clientClosed = () =>
  httpError(400, KIT_CODES.clientClosed, 'The client closed the connection before the request body arrived');

const isTooLarge = (err: unknown) => err instanceof HttpError && err.code === KIT_CODES.payloadTooLarge;

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
      if (size > limit) done(() => reject(payloadTooLarge(limit)));
      else chunks.push(chunk);
    };
    const onEnd = () => done(() => resolve(Buffer.concat(chunks)));
    const onAbort = () => done(() => reject(clientClosed()));
    const onClose = () => {
      if (!incoming.readableEnded) onAbort();
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onClose);
    if (incoming.readableEnded) onEnd();
    else if (incoming.destroyed) onAbort();
  });
}

/**
 * The whole body, at most `limit` bytes; throws payloadTooLarge() or clientClosed(). Past the
 * limit the rest is left unread: @hono/node-server drains it after the answer (at most 500 ms or
 * 64 MiB, discarded as it arrives) and then closes the connection.
 */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const streamed = c.req.header('content-length') === undefined || c.req.header('transfer-encoding') !== undefined;
  if (!streamed && declaredTooLarge(c, limit)) throw payloadTooLarge(limit);
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
        throw payloadTooLarge(limit);
      }
      chunks.push(next.value);
    }
    return Buffer.concat(chunks);
  } catch (err) {
    if (isTooLarge(err)) throw err;
    clientAborts.add(c.req.raw);
    throw clientClosed();
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 strictly: any invalid byte sequence is a 400 (never silently turned into U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw httpError(400, KIT_CODES.invalidUtf8, 'Request body is not valid UTF-8');
  }
}

/** The whole body as text: at most `limit` bytes of strict UTF-8. */
export async function readText(c: Context, limit: number): Promise<string> {
  return decodeUtf8(await readBodyBytes(c, limit));
}
