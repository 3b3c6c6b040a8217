-- Rate-limit counters shared by every instance of the server (server/db/rateLimitStore.ts, with
-- rate-limiter-flexible's PostgreSQL store). Local only: hosted Supabase has no server process.
-- Not reachable through the API: no API role has any privilege on the schema.
create schema if not exists server_limits;
revoke all on schema server_limits from public, anon, authenticated, service_role;

create table if not exists server_limits.counters (
  key varchar(255) primary key,
  points integer not null default 0,
  -- Window end, milliseconds since the epoch; rows an hour past it are deleted every 5 minutes.
  expire bigint
);
revoke all on table server_limits.counters from public, anon, authenticated, service_role;
