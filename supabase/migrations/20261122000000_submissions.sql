-- Contact-form submissions (product spec §3 "Submission").
--
-- Security model: the public site holds only the anon key, so the database itself is the access
-- control. anon/authenticated may INSERT a new row (a limited set of columns, status 'new' only) and
-- may not read, change or delete anything. Staff read submissions with the service_role key or in
-- the Supabase dashboard.
--
-- This file is applied unchanged by `supabase db push` (hosted) and by the local Node server
-- (server/db/migrate.ts); it must not create roles (Supabase already has anon/authenticated/service_role,
-- the local server's bootstrap creates them first).

create table public.submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text,
  business_name text,
  service text not null,
  store_integration boolean not null default false,
  message text not null,
  status text not null default 'new',

  -- [^[:space:]] = "not blank": a value of only spaces/tabs/newlines is as empty as ''.
  constraint submissions_name_check
    check (char_length(name) <= 120 and name ~ '[^[:space:]]'),
  constraint submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint submissions_phone_check
    check (char_length(phone) <= 40),
  constraint submissions_business_name_check
    check (char_length(business_name) <= 160),
  constraint submissions_service_check
    check (service in ('one-time', 'standard-monthly', 'advanced-monthly', 'custom')),
  constraint submissions_message_check
    check (char_length(message) <= 5000 and message ~ '[^[:space:]]'),
  constraint submissions_status_check
    check (status in ('new', 'contacted', 'closed', 'spam'))
);

comment on table public.submissions is 'Contact-form submissions. Public role may insert only; read with service_role.';

create index submissions_created_at_idx on public.submissions (created_at desc);

alter table public.submissions enable row level security;

-- Supabase's default privileges grant ALL on new public tables to anon and authenticated; take that
-- back and grant exactly what the form needs. Column-level INSERT means id and created_at cannot be
-- chosen by the client (42501 permission denied), and without SELECT nothing can be read back.
revoke all on table public.submissions from anon, authenticated;
grant insert (name, email, phone, business_name, service, store_integration, message, status)
  on table public.submissions to anon, authenticated;

-- service_role bypasses RLS; it still needs table privileges (normally granted by default privileges).
grant select, insert, update, delete on table public.submissions to service_role;

-- The only policy: new rows must arrive as status 'new'. No SELECT/UPDATE/DELETE policies exist, so
-- even if a grant were added later, RLS would still hide and protect every row.
create policy "public can submit new"
  on public.submissions
  for insert
  to anon, authenticated
  with check (status = 'new');
