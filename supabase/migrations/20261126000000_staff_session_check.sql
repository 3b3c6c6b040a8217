-- Staff access ends with the session (issue 19, point 5): an access token stays valid until it
-- expires (1 hour), but after a sign-out, a refresh-token reuse (which revokes the session),
-- `staff:remove`, `staff:reset-mfa` or removing the authenticator, its session row is gone (or no
-- longer aal2), so the token reads nothing from then on. Checked here, in the policy helper, so
-- hosted Supabase (whose auth.sessions has the same id / user_id / aal columns) behaves the same.
-- Policies call it as `(select public.is_studio_staff())`: once per statement, one primary-key
-- lookup more.

create or replace function public.is_studio_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
     and exists (select 1 from public.staff s where s.user_id = auth.uid())
     and coalesce(auth.jwt() ->> 'session_id', '') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
     and exists (
       select 1 from auth.sessions x
       where x.id = (auth.jwt() ->> 'session_id')::uuid
         and x.user_id = auth.uid()
         and x.aal::text = 'aal2'
     )
$$;

comment on function public.is_studio_staff() is 'Policy helper: the current user is studio staff, the token is aal2 and its session still exists at aal2.';
