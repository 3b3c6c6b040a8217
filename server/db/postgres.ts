/** PostgreSQL backend through a node-postgres Pool (used when DATABASE_URL is set). */
import pg from 'pg';
import { isConnectionError } from './adapter.ts';
import type { Database, Queryable } from './adapter.ts';
import { CONNECT_TIMEOUT_MS, DeadlineError, isDisconnect, reportConnectionLoss, waitForDatabase } from './connection.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; every in-flight request holds one connection for its transaction. */
  max?: number;
}

// Parameterised statements are prepared once per connection (named), sparing PostgreSQL the
// parse/plan on every request. The texts come from our SQL builders, so there are few; the cap
// only guards against unbounded growth (each column combination of an insert is one text).
// Plans stay correct per role: PostgreSQL re-plans a cached statement when RLS or the role changes.
const PREPARED_LIMIT = 500;
/** The shortest deadline a connection gets, however long the wait for it was. */
const MIN_DEADLINE_MS = 500;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < PREPARED_LIMIT) {
    name = `studio_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async (sql, params) => {
      const res = await client.query({ text: sql, values: params ? [...params] : [], name: statementName(sql) });
      return { rows: res.rows };
    },
    exec: async (sql) => {
      await client.query(sql); // no params: simple protocol, several statements allowed
    },
  };
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  // Pipeline mode: a query is written to the socket as soon as it is issued instead of after the
  // previous one's reply. batch() sends BEGIN, its statements and COMMIT in one write and gets
  // them answered in one round trip; transaction() sends BEGIN with fn's first statement. On
  // loopback every round trip is mostly syscall and wake-up cost, so this halved the server's CPU
  // per request (see server/README.md). The pool only hands out idle connections, so BEGIN
  // cannot fail on its own: if it fails, the connection is gone and so is everything after it.
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    pipeline: true,
    // A PostgreSQL that is down refuses at once; one that is unreachable (network, failover) must
    // not hold requests forever: they get a 503 after this long.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // Every client gets an error listener for its whole life. pg-pool only listens while a client
  // is idle, so a connection terminated while checked out (pg_terminate_backend, a restart, a
  // failover: 57P01 between two queries) emitted an unhandled 'error' and exited the process.
  // A failed client is no longer queryable, and release() then drops it from the pool.
  const onClientError = (err: Error) => reportConnectionLoss(err);
  pool.on('connect', (client) => client.on('error', onClientError));
  pool.on('error', onClientError); // idle clients (pg-pool's own listener re-emits here)
  await waitForDatabase(pool, options.connectionString);
  let deadlineMs = 0;
  /**
   * A pooled connection under the deadline (setDeadline): when the time left after the wait for it
   * runs out, its socket is destroyed, so its statements fail at once whatever the database does.
   */
  const lease = async () => {
    const asked = performance.now();
    const client = await pool.connect();
    let expired: DeadlineError | undefined;
    const ms = deadlineMs;
    const timer =
      ms > 0
        ? setTimeout(
            () => {
              expired = new DeadlineError(ms);
              client.connection.stream.destroy();
            },
            Math.max(ms - (performance.now() - asked), MIN_DEADLINE_MS),
          )
        : undefined;
    return {
      client,
      /** What to throw: the deadline when it struck (the statements' own errors only echo it). */
      error: (err: unknown) => expired ?? err,
      release(broken?: Error) {
        clearTimeout(timer);
        client.release(expired ?? broken);
      },
    };
  };
  /** One statement on a connection of its own (query, exec). */
  const single = async <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const leased = await lease();
    let broken: Error | undefined;
    try {
      return await fn(wrap(leased.client));
    } catch (err) {
      if (isConnectionError(err) || isDisconnect(err)) broken = err as Error;
      throw leased.error(err);
    } finally {
      leased.release(broken);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => single((q) => q.query(sql, params)),
    exec: (sql) => single((q) => q.exec(sql)),
    setDeadline(ms) {
      deadlineMs = ms;
      // New connections also get a statement_timeout just under it: a slow statement is cancelled
      // by PostgreSQL itself instead of running on after its connection is gone.
      pool.options.statement_timeout = ms > 0 ? Math.max(ms - 500, MIN_DEADLINE_MS) : undefined;
    },
    async releaseIdle() {
      // Idle connections are handed out first; a failed connect means there is nothing left to close.
      for (let idle = pool.idleCount; idle > 0; idle--) {
        const client = await pool.connect().catch(() => undefined);
        client?.release(true);
      }
    },
    async transaction(fn) {
      const leased = await lease();
      const client = leased.client;
      // Not awaited: BEGIN travels with fn's first statements. Statements are executed in order on
      // this one connection, so they all run inside the transaction it opens. Corking until the
      // current synchronous run ends puts BEGIN and the statements issued with it in one write.
      const stream = client.connection.stream;
      stream.cork();
      process.nextTick(() => stream.uncork());
      const begin = client.query('begin');
      begin.catch(() => {}); // observed below; avoids an unhandled rejection meanwhile
      let broken: Error | undefined;
      try {
        const result = await fn(wrap(client));
        await begin;
        await client.query('commit');
        return result;
      } catch (err) {
        const beginError = await begin.then(
          () => undefined,
          (e: unknown) => e,
        );
        if (isDisconnect(beginError ?? err)) broken = (beginError ?? err) as Error;
        else {
          try {
            await client.query('rollback');
          } catch (rollbackErr) {
            broken = rollbackErr as Error; // connection unusable: destroy it instead of reusing
          }
        }
        throw leased.error(beginError ?? err);
      } finally {
        leased.release(broken);
      }
    },
    async batch(statements) {
      const leased = await lease();
      const client = leased.client;
      const stream = client.connection.stream;
      // BEGIN, the statements and COMMIT leave in one write and are answered in one round trip.
      // If a statement fails the transaction is aborted: the following ones fail too and COMMIT
      // answers ROLLBACK, so nothing is kept.
      stream.cork();
      const pending = [
        client.query('begin'),
        ...statements.map((s) => client.query({ text: s.sql, values: [...s.params], name: statementName(s.sql) })),
        client.query('commit'),
      ];
      process.nextTick(() => stream.uncork());
      const settled = await Promise.allSettled(pending);
      const failed = settled.find((r) => r.status === 'rejected');
      const commit = settled.at(-1);
      let broken: Error | undefined;
      try {
        if (failed) throw failed.reason;
        if (commit?.status !== 'fulfilled' || commit.value.command !== 'COMMIT') {
          throw new Error(`transaction did not commit (${commit?.status === 'fulfilled' ? commit.value.command : 'no reply'})`);
        }
        return settled.slice(1, -1).map((r) => ({ rows: r.status === 'fulfilled' ? r.value.rows : [] }));
      } catch (err) {
        // After an error the connection is idle again (COMMIT closed the failed transaction);
        // if the error was the connection itself, do not return it to the pool.
        if (isConnectionError(err) || isDisconnect(err)) broken = err as Error;
        throw leased.error(err);
      } finally {
        leased.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
