import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A minimal fetch over node:http with keep-alive, handed to supabase-js as `global.fetch`.
 * The load generator shares the two cores with the server and PostgreSQL, so every microsecond it
 * spends is taken from them: undici's fetch costs about twice the CPU per request, and so do
 * undici's Response and Headers objects, which supabase-js does not need.
 */
export function lightFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const headers: Record<string, string> = {};
  const given = init.headers;
  if (given instanceof Headers) given.forEach((value, key) => (headers[key] = value));
  else new Headers(given).forEach((value, key) => (headers[key] = value));
  const body = typeof init.body === 'string' ? init.body : undefined;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(leanResponse(res, Buffer.concat(chunks).toString('utf8'))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The part of the Response interface postgrest-js reads (status, statusText, ok, headers.get,
 * text); anything else it touches would be undefined and fail the run loudly, not silently.
 */
function leanResponse(res: http.IncomingMessage, text: string): Response {
  const status = res.statusCode ?? 0;
  const lean = {
    status,
    statusText: res.statusMessage ?? '',
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headerValue(res.headers[name.toLowerCase()]) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
  return lean as unknown as Response; // structural subset, see above
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}
