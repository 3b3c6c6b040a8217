-- The inbox's counts in one request (issue 21): how many leads each status holds and how many of
-- them are unread, as a view PostgREST serves like a table (GET /rest/v1/lead_counts). Before it,
-- every poll of the inbox counted with seven HEAD requests (one per status, one for unread).
--
-- security_invoker: the view reads public.submissions as the caller, so the same grants and
-- row-level security decide (staff at aal2 count every lead; anyone else counts zero rows and
-- gets an empty answer; anon has no grant). Read-only: the grouping makes it not updatable, and
-- only SELECT is granted.

create view public.lead_counts
  with (security_invoker = true)
as
  select status,
         count(*)::integer as leads,
         (count(*) filter (where read_at is null))::integer as unread
    from public.submissions
   group by status;

comment on view public.lead_counts is
  'Leads and unread leads per status, for the staff inbox (rows of statuses without leads are absent).';

revoke all on table public.lead_counts from public, anon, authenticated, service_role;
grant select on table public.lead_counts to authenticated, service_role;
