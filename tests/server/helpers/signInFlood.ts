/**
 * Issue 27, point 4: an anonymous sign-in flood against a real server, and a staff member signing
 * in meanwhile (tests/server/flood.test.ts, scripts/bench-flood.ts). No test-database imports, so
 * scripts can use it too.
 *
 * The attacker is a botnet: `clients` connections signing in back to back, each request from a new
 * address (X-Forwarded-For at the server's one trusted proxy, from the benchmarking range
 * 198.18.0.0/15), so per-address limits never hold it back; one request in four guesses the staff
 * member's password (locking the account for unknown devices), the others try random e-mails
 * (full argon2id work each). The staff member signs in every `gapMs` on each of `devices` browsers
 * that signed in before the flood (known devices, now on other networks), and, for comparison, from
 * a browser without a device cookie at an address they signed in from (an unknown device).
 */

export interface Staff {
  email: string;
  password: string;
}

export interface SignInSeries {
  /** Answers per status. */
  statuses: Record<number, number>;
  /** Latency of each sign-in, ms. */
  ms: number[];
}

export interface SignInFloodResult {
  attacker: Record<number, number>;
  knownDevice: SignInSeries;
  unknownDevice: SignInSeries;
}

/** A browser's cookies for the site: what it stores from Set-Cookie and sends back (path /auth/v1 only is used here). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string | undefined {
    return this.#cookies.size ? [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  get size(): number {
    return this.#cookies.size;
  }
}

const randomAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** One password sign-in as supabase-js sends it; the jar sends and keeps cookies like a browser. */
export async function passwordSignIn(
  url: string,
  anonKey: string,
  email: string,
  password: string,
  address: string,
  jar?: CookieJar,
): Promise<number> {
  const cookie = jar?.header();
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json;charset=UTF-8',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  jar?.store(res);
  return res.status;
}

const count = (into: Record<number, number>, status: number) => void (into[status] = (into[status] ?? 0) + 1);

export async function signInFlood(
  url: string,
  anonKey: string,
  opts: { clients: number; seconds: number; staff: Staff; gapMs: number; devices: number },
): Promise<SignInFloodResult> {
  const { staff } = opts;
  // The staff member's browsers (`devices` of them) sign in once before the flood: known devices.
  const jars = Array.from({ length: opts.devices }, () => new CookieJar());
  for (const [i, jar] of jars.entries()) {
    const first = await passwordSignIn(url, anonKey, staff.email, staff.password, `192.0.2.${10 + i}`, jar);
    if (first !== 200 || jar.size === 0) throw new Error(`the staff member's sign-in before the flood answered ${first}`);
  }

  const attacker: Record<number, number> = {};
  const end = Date.now() + opts.seconds * 1000;
  const attack = async () => {
    for (let i = 0; Date.now() < end; i++) {
      const email = Math.random() < 0.25 ? staff.email : `guess-${Math.random().toString(36).slice(2)}@example.com`;
      count(attacker, await passwordSignIn(url, anonKey, email, `wrong password ${i}`, randomAddress()).catch(() => 0));
    }
  };
  const knownDevice: SignInSeries = { statuses: {}, ms: [] };
  const unknownDevice: SignInSeries = { statuses: {}, ms: [] };
  const series = async (out: SignInSeries, address: string, deviceJar?: CookieJar): Promise<void> => {
    await new Promise((r) => setTimeout(r, 1000)); // the flood is under way
    while (Date.now() < end) {
      const t = performance.now();
      count(out.statuses, await passwordSignIn(url, anonKey, staff.email, staff.password, address, deviceJar).catch(() => 0));
      out.ms.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, opts.gapMs));
    }
  };
  // The known devices on other networks than before (their cookies alone vouch for them); the
  // unknown one at an address the staff member signed in from (which the account's lock-out exempts).
  await Promise.all([
    ...jars.map((jar, i) => series(knownDevice, `192.0.2.${100 + i}`, jar)),
    series(unknownDevice, '192.0.2.10'),
    ...Array.from({ length: opts.clients }, attack),
  ]);
  return { attacker, knownDevice, unknownDevice };
}

/** "19 of 20 (95 %)". */
export function successRate(s: SignInSeries): { ok: number; total: number; rate: number } {
  const total = Object.values(s.statuses).reduce((a, b) => a + b, 0);
  const ok = s.statuses[200] ?? 0;
  return { ok, total, rate: total ? ok / total : 0 };
}
