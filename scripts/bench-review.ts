/**
 * `npm run bench:review`: the client review page under load (issue 30) on PostgreSQL, after
 * `npm run build` (the page is rendered by the server with the site's SSR bundle).
 *
 * Creates a fresh database, starts the real server (`node server/main.ts`) on it, stores
 * BENCH_REVIEWS reviews of 12 sections each with a link, then from BENCH_REVIEW_CONCURRENCY
 * clients: BENCH_REVIEW_N page loads (GET /review/<token>, the full server render) and as many
 * answers (supabase-js rpc('answer_review') with the anon key, as the page's island sends them),
 * spread over the reviews. Prints p50/p95/p99 and PASS/FAIL against the targets: page p95 ≤ 150 ms,
 * answer p95 ≤ 100 ms, no errors. The database is dropped afterwards.
 *
 * Env: BENCH_REVIEWS (200), BENCH_REVIEW_N (1000), BENCH_REVIEW_CONCURRENCY (10),
 *      BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { LOCAL_ANON_KEY } from '../server/kit/keys.ts';
import { latencies, runConcurrent } from './bench/stats.ts';
import { startServer, stopServer } from './bench/server.ts';
import { cli } from './cli.ts';

cli(import.meta.filename, {}); // no options; -h prints the header above

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 200);
const N = Number(process.env.BENCH_REVIEW_N ?? 1000);
const C = Number(process.env.BENCH_REVIEW_CONCURRENCY ?? 10);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { page: 150, answer: 100 };

const dbName = `bench_review_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const server = await startServer({ DATABASE_URL: dbUrl });
const db = new pg.Client({ connectionString: dbUrl });
try {
  await db.connect();
  const reviews: { token: string; sections: string[] }[] = [];
  for (let i = 0; i < REVIEWS; i++) {
    const token = randomBytes(32).toString('hex');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reviews (client_name, client_email, brand, note) values ($1, $2, 'coffee', $3) returning id`,
      [`Client ${i} Castellanos-Whitfield`, `client${i}@example.com`, 'Here are your sections. '.repeat(20)],
    );
    const id = rows[0]?.id;
    const sections = await db.query<{ id: string }>(
      `insert into public.review_sections (review_id, position, story_id, title)
       select $1, p, 'sections-hero--home', 'Section ' || p from generate_series(0, 11) p returning id`,
      [id],
    );
    await db.query(`insert into public.review_links (review_id, token_hash) values ($1, sha256(convert_to($2, 'UTF8')))`, [id, token]);
    reviews.push({ token, sections: sections.rows.map((r) => r.id) });
  }
  const pick = (i: number) => reviews[i % reviews.length] ?? { token: '', sections: [] };

  const page = await runConcurrent(
    N,
    C,
    async (i) => (await fetch(`${server.url}/review/${pick(i).token}`).then(async (r) => (await r.text(), r.status))) === 200,
  );
  const supabase = createClient(server.url, LOCAL_ANON_KEY, { auth: { persistSession: false } });
  const answer = await runConcurrent(N, C, async (i) => {
    const r = pick(i);
    const { error } = await supabase.rpc('answer_review', {
      token: r.token,
      section: r.sections[i % 12],
      verdict: i % 3 ? 'approved' : 'changes_requested',
      comment: `Comment ${i}`,
    });
    return !error;
  });

  const row = (name: string, run: typeof page, target: number) => {
    const l = latencies(run.latencies);
    const pass = l.p95 <= target && run.errors === 0;
    console.log(
      `${name.padEnd(8)} ${run.rps.toFixed(0).padStart(5)} req/s  p50 ${l.p50.toFixed(1)}  p95 ${l.p95.toFixed(1)}  p99 ${l.p99.toFixed(1)} ms  errors ${run.errors}  target p95 ≤ ${target} ms: ${pass ? 'PASS' : 'FAIL'}`,
    );
    return pass;
  };
  console.log(`${REVIEWS} reviews × 12 sections, ${N} requests each, ${C} clients`);
  const ok = [row('page', page, TARGETS.page), row('answer', answer, TARGETS.answer)].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.end();
  await stopServer(server.proc);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
