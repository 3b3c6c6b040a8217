-- Studio staff: which auth users may use the staff area (issue 10), and the policy helper.
--
-- Runs unchanged on hosted Supabase (auth.users exists there) and on the local server, whose
-- bootstrap creates a compatible auth.users first (server/auth/schema.sql). Adding someone is
-- one insert, done by a database owner: `npm run staff:add` locally, or on hosted Supabase
--   insert into public.staff (user_id) select id from auth.users where email = 'name@example.com';

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.staff is 'Studio staff (auth users allowed into the staff area). No API access; managed by the owner.';

-- No API access at all: RLS on with no policy, and no privileges for the API roles.
alter table public.staff enable row level security;
revoke all on table public.staff from anon, authenticated;

-- True when the request's user is staff AND signed in with a second factor (aal2).
-- Superseded: 20261126000000_staff_session_check.sql redefines it (the session must still exist);
-- the current definition is in supabase/schema.sql.
-- security definer so policies can consult public.staff, which the caller cannot read;
-- an empty search_path so nothing the caller creates can shadow what it refers to.
create or replace function public.is_studio_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
     and exists (select 1 from public.staff s where s.user_id = auth.uid())
$$;

comment on function public.is_studio_staff() is 'Policy helper: the current user is studio staff and the session is aal2.';

revoke all on function public.is_studio_staff() from public;
grant execute on function public.is_studio_staff() to anon, authenticated, service_role;

-- Staff at aal2 read submissions (the inbox issue widens what they may do).
grant select on table public.submissions to authenticated;

create policy "staff read submissions"
  on public.submissions
  for select
  to authenticated
  using (public.is_studio_staff());
