-- The leads inbox (issue 11): staff at aal2 work every submission; each new lead is mailed once.
--
-- Needs public.is_studio_staff() from 20261123100000_staff.sql (a staff member signed in at aal2).
-- Applied unchanged by `supabase db push` (hosted) and by the local server (PGlite and PostgreSQL).
--
-- Access (grants say which columns, RLS says which rows):
--   anon                      insert a new lead (unchanged); nothing else.
--   authenticated, not staff  insert a new lead; SELECT/UPDATE see zero rows.
--   staff at aal1            the same as "not staff": is_studio_staff() is false below aal2.
--   staff at aal2            read every lead, update status / notes / read_at only, read history
--                            and mail state. Nobody deletes through the API (spam is a status).
--   service_role              read, and update under the same workflow rules; no delete either.
-- Erasing a lead (privacy request) is done as the database owner (SQL editor / psql); its history
-- and outbox row go with it.

-- ---------------------------------------------------------------------------------------------
-- Workflow columns
-- ---------------------------------------------------------------------------------------------

alter table public.submissions drop constraint submissions_status_check;
-- The first schema had a single 'closed' state; the workflow splits it into won | lost. A closed
-- lead was not won as far as the data can tell, so it becomes 'lost'.
update public.submissions set status = 'lost' where status = 'closed';

alter table public.submissions
  add constraint submissions_status_check
    check (status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
  add column notes text not null default ''
    constraint submissions_notes_check check (char_length(notes) <= 10000),
  add column updated_at timestamptz not null default now(),
  -- NULL = unread. Set by staff when a lead is opened (the database stores its own clock).
  add column read_at timestamptz;

update public.submissions set updated_at = created_at;

comment on column public.submissions.status is
  'new -> contacted -> qualified -> won | lost; spam from any state; spam -> new undoes spam';
comment on column public.submissions.updated_at is 'Last change of status or notes';
comment on column public.submissions.read_at is 'When staff first opened the lead; NULL = unread';

-- Which status changes the workflow allows (same state = no change).
create or replace function public.submission_status_allowed(old_status text, new_status text)
returns boolean
language sql immutable
set search_path = ''
as $$
  select old_status = new_status
      or new_status = 'spam'
      or (old_status, new_status) in (
           ('new', 'contacted'), ('contacted', 'qualified'),
           ('qualified', 'won'), ('qualified', 'lost'),
           ('spam', 'new'))
$$;

-- BEFORE UPDATE: enforce the workflow, keep updated_at and read_at honest.
create or replace function public.submissions_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.submission_status_allowed(old.status, new.status) then
    raise exception 'status cannot change from % to %', old.status, new.status
      using errcode = '23514',
            hint = 'Allowed: new -> contacted -> qualified -> won | lost; any -> spam; spam -> new.';
  end if;
  if new.status is distinct from old.status or new.notes is distinct from old.notes then
    new.updated_at := now();
    new.read_at := coalesce(old.read_at, now()); -- working on a lead means it was opened
  elsif new.read_at is not null then
    new.read_at := coalesce(old.read_at, now()); -- first open wins; the client's clock is ignored
  end if;
  return new;
end
$$;

create trigger submissions_before_update
  before update on public.submissions
  for each row execute function public.submissions_before_update();

-- ---------------------------------------------------------------------------------------------
-- History: append-only, written only by the trigger below
-- ---------------------------------------------------------------------------------------------

create table public.submission_events (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.submissions (id) on delete cascade,
  at timestamptz not null default now(),
  -- Who: the JWT's sub and email (NULL for service_role or direct SQL, then actor_role says so).
  actor_id uuid,
  actor_email text,
  actor_role text not null,
  kind text not null constraint submission_events_kind_check check (kind in ('status', 'notes')),
  from_value text,
  to_value text
);

comment on table public.submission_events is
  'Append-only history of status and notes changes, written by a trigger on submissions.';

create index submission_events_submission_idx on public.submission_events (submission_id, at, id);

create or replace function public.submissions_record_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  who uuid := auth.uid();
  email text := claims ->> 'email';
  role text := coalesce(claims ->> 'role', 'database');
begin
  if new.status is distinct from old.status then
    insert into public.submission_events (submission_id, actor_id, actor_email, actor_role, kind, from_value, to_value)
    values (new.id, who, email, role, 'status', old.status, new.status);
  end if;
  if new.notes is distinct from old.notes then
    insert into public.submission_events (submission_id, actor_id, actor_email, actor_role, kind, from_value, to_value)
    values (new.id, who, email, role, 'notes', old.notes, new.notes);
  end if;
  return null;
end
$$;

create trigger submissions_record_history
  after update on public.submissions
  for each row execute function public.submissions_record_history();

-- History rows never change. Deleting is refused too, except when the lead itself is erased
-- (the foreign key's cascade runs one trigger level deeper).
create or replace function public.submission_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'submission history is append-only' using errcode = '42501';
end
$$;

create trigger submission_events_append_only
  before update or delete on public.submission_events
  for each row execute function public.submission_events_append_only();

-- ---------------------------------------------------------------------------------------------
-- Outbox: one new-lead e-mail per stored lead, written in the same transaction as the lead
-- ---------------------------------------------------------------------------------------------

create table public.lead_notifications (
  submission_id uuid primary key references public.submissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- pending: not sent yet; failing: sending failed at least 3 times and is still retried; sent.
  state text not null default 'pending'
    constraint lead_notifications_state_check check (state in ('pending', 'failing', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker's lease: while it lies in the future, no other worker takes the row.
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz
);

comment on table public.lead_notifications is
  'Outbox of new-lead e-mails (server/outbox). Staff at aal2 may read it to see failing mail.';

create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at)
  where state <> 'sent';

create or replace function public.submissions_enqueue_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (submission_id) values (new.id);
  return null;
end
$$;

create trigger submissions_enqueue_notification
  after insert on public.submissions
  for each row execute function public.submissions_enqueue_notification();

-- Trigger functions are not for calling (PostgreSQL refuses anyway); keep them off the API.
revoke execute on function public.submissions_before_update() from public, anon, authenticated, service_role;
revoke execute on function public.submissions_record_history() from public, anon, authenticated, service_role;
revoke execute on function public.submission_events_append_only() from public, anon, authenticated, service_role;
revoke execute on function public.submissions_enqueue_notification() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Grants and row-level security
-- ---------------------------------------------------------------------------------------------

-- Staff read every column (the grant comes from the staff migration) and may change only the
-- workflow columns. Non-staff get the same grants, but RLS shows and lets them touch zero rows
-- (PostgREST answers 200 [] / 204).
grant update (status, notes, read_at) on table public.submissions to authenticated;
-- Nobody deletes through the API, service_role included: spam is a status.
revoke delete on table public.submissions from anon, authenticated, service_role;

-- Every policy calls is_studio_staff() as a scalar subquery, `(select ...)`: PostgreSQL then runs
-- it once per statement (an InitPlan) instead of once per row. A SECURITY DEFINER function is
-- never inlined, so the bare call cost ~0.1 ms per row: 10,000 leads made the inbox's count take
-- close to a second (scripts/bench-inbox.ts). Supabase's RLS performance guide recommends the same.
-- The staff migration's read policy is replaced by the same rule in that form.
drop policy "staff read submissions" on public.submissions;
create policy "staff read submissions"
  on public.submissions
  for select
  to authenticated
  using ((select public.is_studio_staff()));

create policy "staff update leads"
  on public.submissions
  for update
  to authenticated
  using ((select public.is_studio_staff()))
  with check ((select public.is_studio_staff()));

alter table public.submission_events enable row level security;
revoke all on table public.submission_events from anon, authenticated, service_role;
grant select on table public.submission_events to authenticated, service_role;
create policy "staff read history"
  on public.submission_events
  for select
  to authenticated
  using ((select public.is_studio_staff()));

alter table public.lead_notifications enable row level security;
revoke all on table public.lead_notifications from anon, authenticated, service_role;
grant select on table public.lead_notifications to authenticated, service_role;
create policy "staff read mail state"
  on public.lead_notifications
  for select
  to authenticated
  using ((select public.is_studio_staff()));

-- ---------------------------------------------------------------------------------------------
-- Indexes for the inbox's queries (measured in scripts/bench-inbox.ts)
-- ---------------------------------------------------------------------------------------------

-- Newest first, stable paging: order=created_at.desc,id.desc (optionally filtered by status/service).
drop index if exists public.submissions_created_at_idx;
create index submissions_created_at_idx on public.submissions (created_at desc, id desc);
create index submissions_status_created_idx on public.submissions (status, created_at desc, id desc);
create index submissions_service_created_idx on public.submissions (service, created_at desc, id desc);
create index submissions_unread_idx on public.submissions (created_at desc) where read_at is null;

-- Search: or=(name.ilike.*x*,email.ilike.*x*,business_name.ilike.*x*,message.ilike.*x*).
-- Trigram GIN indexes let PostgreSQL answer each ilike from an index (a BitmapOr of four scans)
-- instead of reading every message. pg_trgm ships with PostgreSQL's contrib, hosted Supabase
-- and PGlite (the server loads it); where it is missing the search still works, by a scan.
do $$
declare
  trgm_schema text;
  col text;
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    raise notice 'pg_trgm is not available: inbox search will scan the table';
    return;
  end if;
  create extension if not exists pg_trgm with schema extensions;
  select n.nspname into trgm_schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  foreach col in array array['name', 'email', 'business_name', 'message'] loop
    -- fastupdate off: each new lead goes straight into the index instead of a pending list
    -- that only VACUUM merges. Leads arrive a few a day, and with pending entries the planner
    -- gave up on these indexes (a bulk-loaded table searched by a seq scan, ~5x slower).
    execute format(
      'create index %I on public.submissions using gin (%I %I.gin_trgm_ops) with (fastupdate = off)',
      'submissions_' || col || '_trgm_idx', col, trgm_schema);
  end loop;
end
$$;
