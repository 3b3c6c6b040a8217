/**
 * Reading a request body with a byte limit that holds while the bytes arrive, for every route
 * family that reads one (/rest/v1, /auth/v1). With a Content-Length the caller has already compared
 * it to the limit and Node's parser stops at that length, so the body is read directly (no Web
 * streams: cheaper). Without one (chunked) the bytes are counted chunk by chunk and the read stops
 * at the first chunk past the limit: nothing beyond it is buffered. The errors are neutral; each
 * family turns them into its own error format.
 */
import type { Context } from 'hono';

/** The body is larger than the limit (counted, not declared). */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The client closed the connection before its body arrived (an aborted upload). */
export class ClientClosedError extends Error {
  override name = 'ClientClosedError';
}

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

/** The whole body, at most `limit` bytes; throws BodyTooLargeError or ClientClosedError. */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const streamed = c.req.header('content-length') === undefined || c.req.header('transfer-encoding') !== undefined;
  if (!streamed && declaredTooLarge(c, limit)) throw new BodyTooLargeError();
  try {
    if (!streamed) return new Uint8Array(await c.req.arrayBuffer());
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
    throw new ClientClosedError();
  }
}
