-- Client review (issue 30): staff send a client a private link to chosen sections of their site,
-- the client approves or asks for changes on each, staff see the answers.
--
-- Who may do what is decided here:
--   staff at aal2       read and write reviews, their sections, links and answers (RLS below);
--   anyone else         no table at all (anon has no grant; other users see zero rows);
--   a link's holder     only through two SECURITY DEFINER functions, review_by_token() and
--                       answer_review(), which find the review by the SHA-256 of the token and
--                       touch nothing else. The token itself is never stored.
-- A token is 64 hex characters from two random UUIDs (244 random bits), made by issue_review_link().

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  client_name text not null
    constraint reviews_client_name_check check (char_length(btrim(client_name)) between 1 and 120),
  client_email text not null
    constraint reviews_client_email_check check (
      char_length(client_email) <= 254 and client_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  brand text not null
    constraint reviews_brand_check check (brand in ('studio', 'coffee', 'landscaping', 'homegoods')),
  note text not null default ''
    constraint reviews_note_check check (char_length(note) <= 2000),
  expires_at timestamptz not null default now() + interval '30 days',
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid(),
  constraint reviews_expiry_check check (expires_at > created_at and expires_at <= created_at + interval '366 days')
);

create table public.review_links (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index review_links_review_idx on public.review_links (review_id);

create table public.review_sections (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  position smallint not null constraint review_sections_position_check check (position between 0 and 49),
  -- A Storybook story id, e.g. sections-hero--default.
  story_id text not null constraint review_sections_story_check check (story_id ~ '^[a-z0-9-]{1,120}--[a-z0-9-]{1,80}$'),
  title text not null constraint review_sections_title_check check (char_length(btrim(title)) between 1 and 120),
  status text not null default 'pending'
    constraint review_sections_status_check check (status in ('pending', 'approved', 'changes_requested')),
  comment text constraint review_sections_comment_check check (char_length(comment) <= 2000),
  answered_at timestamptz,
  answered_link uuid references public.review_links (id) on delete set null,
  constraint review_sections_position_key unique (review_id, position)
);

-- Every answer a client gave, in order (the sections hold the current one).
create table public.review_answers (
  id bigint generated always as identity primary key,
  section_id uuid not null references public.review_sections (id) on delete cascade,
  link_id uuid references public.review_links (id) on delete set null,
  verdict text not null constraint review_answers_verdict_check check (verdict in ('approved', 'changes_requested')),
  comment text constraint review_answers_comment_check check (char_length(comment) <= 2000),
  created_at timestamptz not null default now()
);
create index review_answers_section_idx on public.review_answers (section_id, created_at desc);
create index review_answers_link_time_idx on public.review_answers (link_id, created_at desc);

-- Outbox: one e-mail to the studio per answer, sent by server/outbox like the lead e-mails.
create table public.review_notifications (
  answer_id bigint primary key references public.review_answers (id) on delete cascade,
  created_at timestamptz not null default now(),
  state text not null default 'pending' constraint review_notifications_state_check check (state in ('pending', 'failing', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz
);
create index review_notifications_due_idx on public.review_notifications (next_attempt_at) where state <> 'sent';

-- ---------------------------------------------------------------------------------------------
-- Staff: RLS on every table; nobody deletes reviews through the API (close or revoke instead).
-- ---------------------------------------------------------------------------------------------
alter table public.reviews enable row level security;
alter table public.review_links enable row level security;
alter table public.review_sections enable row level security;
alter table public.review_answers enable row level security;
alter table public.review_notifications enable row level security;
revoke all on table public.reviews, public.review_links, public.review_sections, public.review_answers,
  public.review_notifications from anon, authenticated, service_role;

grant select on table public.reviews, public.review_sections, public.review_answers, public.review_notifications
  to authenticated, service_role;
grant select (id, review_id, created_at, revoked_at) on table public.review_links to authenticated, service_role;
grant insert (client_name, client_email, brand, note, expires_at) on table public.reviews to authenticated;
grant update (closed_at, expires_at, note) on table public.reviews to authenticated;
grant insert (review_id, position, story_id, title) on table public.review_sections to authenticated;
grant update (status) on table public.review_sections to authenticated;
grant update (revoked_at) on table public.review_links to authenticated;

create policy "staff read reviews" on public.reviews for select to authenticated using ((select public.is_studio_staff()));
create policy "staff create reviews" on public.reviews for insert to authenticated with check ((select public.is_studio_staff()));
create policy "staff update reviews" on public.reviews for update to authenticated
  using ((select public.is_studio_staff())) with check ((select public.is_studio_staff()));
create policy "staff read review links" on public.review_links for select to authenticated using ((select public.is_studio_staff()));
create policy "staff revoke review links" on public.review_links for update to authenticated
  using ((select public.is_studio_staff())) with check ((select public.is_studio_staff()));
create policy "staff read review sections" on public.review_sections for select to authenticated
  using ((select public.is_studio_staff()));
create policy "staff add review sections" on public.review_sections for insert to authenticated
  with check ((select public.is_studio_staff()));
create policy "staff reopen review sections" on public.review_sections for update to authenticated
  using ((select public.is_studio_staff())) with check ((select public.is_studio_staff()));
create policy "staff read review answers" on public.review_answers for select to authenticated
  using ((select public.is_studio_staff()));
create policy "staff read review mail state" on public.review_notifications for select to authenticated
  using ((select public.is_studio_staff()));

-- Staff change a section only to reopen it (the client sees it as pending again); a link is only
-- ever revoked, never restored.
create or replace function public.review_sections_before_update()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') and new.status <> 'pending' then
    raise exception 'staff can only reopen a section' using errcode = '22023', hint = 'Set status to pending.';
  end if;
  if new.status = 'pending' then
    new.comment := null;
    new.answered_at := null;
    new.answered_link := null;
  end if;
  return new;
end $$;
create trigger review_sections_before_update before update on public.review_sections
  for each row execute function public.review_sections_before_update();

create or replace function public.review_links_before_update()
returns trigger language plpgsql set search_path = '' as $$
begin
  if old.revoked_at is not null or new.revoked_at is null then
    raise exception 'a revoked link stays revoked' using errcode = '22023';
  end if;
  new.revoked_at := now();
  return new;
end $$;
create trigger review_links_before_update before update on public.review_links
  for each row execute function public.review_links_before_update();

-- Outbox of links e-mailed to the client. The token has to be in the mail, so it waits here, readable
-- by no API role, and is erased in the same statement that marks the mail sent.
create table public.review_invitations (
  link_id uuid primary key references public.review_links (id) on delete cascade,
  token text constraint review_invitations_token_check check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  state text not null default 'pending' constraint review_invitations_state_check check (state in ('pending', 'failing', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  constraint review_invitations_token_until_sent check ((state = 'sent') = (token is null))
);
alter table public.review_invitations enable row level security;
revoke all on table public.review_invitations from anon, authenticated, service_role;
grant select (link_id, created_at, state, attempts, last_error, sent_at) on table public.review_invitations to authenticated;
create policy "staff read review invitation state" on public.review_invitations for select to authenticated
  using ((select public.is_studio_staff()));

-- A new link for a review (staff only, checked here as RLS would): earlier links are revoked and
-- the token is returned once; with send_email the outbox also mails it to the client.
create or replace function public.issue_review_link(review uuid, send_email boolean default false)
returns text language plpgsql security definer set search_path = '' as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  link uuid;
begin
  if not (select public.is_studio_staff()) then
    raise exception 'permission denied for function issue_review_link' using errcode = '42501';
  end if;
  if not exists (select 1 from public.reviews r where r.id = review) then
    raise exception 'review not found' using errcode = 'PT404';
  end if;
  update public.review_links set revoked_at = now() where review_id = review and revoked_at is null;
  insert into public.review_links (review_id, token_hash) values (review, sha256(convert_to(token, 'UTF8'))) returning id into link;
  if send_email then
    insert into public.review_invitations (link_id, token) values (link, token);
  end if;
  return token;
end $$;

-- ---------------------------------------------------------------------------------------------
-- The link's holder: two functions, each reaching only the review its token names
-- ---------------------------------------------------------------------------------------------

-- The link behind a token, when it may still be used: not revoked, its review not expired.
-- A made-up, revoked or expired token all give nothing (the page says the same for each).
create or replace function public.review_link_for(token text)
returns table (link_id uuid, review_id uuid) language sql stable security definer set search_path = '' as $$
  select l.id, l.review_id
    from public.review_links l
    join public.reviews r on r.id = l.review_id
   where token ~ '^[0-9a-f]{64}$'
     and l.token_hash = sha256(convert_to(token, 'UTF8'))
     and l.revoked_at is null
     and r.expires_at > now()
$$;
revoke execute on function public.review_link_for(text) from public, anon, authenticated, service_role;

-- What the client sees: the studio's note, the brand and each section with its current answer.
-- Null when the token reaches no review.
create or replace function public.review_by_token(token text)
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'client_name', r.client_name,
           'brand', r.brand,
           'note', r.note,
           'expires_at', r.expires_at,
           'closed', r.closed_at is not null,
           'sections', coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', s.id, 'story_id', s.story_id, 'title', s.title, 'status', s.status,
                      'comment', s.comment, 'answered_at', s.answered_at) order by s.position)
               from public.review_sections s where s.review_id = r.id), '[]'::jsonb))
    from public.review_link_for(token) k
    join public.reviews r on r.id = k.review_id
$$;

-- The client's answer on one section. Errors (PostgREST statuses via PTnnn / 22023):
--   PT404 the token reaches no review, or the section is not in it (the same answer for both)
--   PT409 the review is closed
--   PT429 more than 60 answers on this link in 10 minutes
--   22023 a bad verdict, or changes requested without a comment, or a comment over 2,000 characters
create or replace function public.answer_review(token text, section uuid, verdict text, comment text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  k record;
  clean text := nullif(btrim(coalesce(comment, '')), '');
  answer bigint;
begin
  select * into k from public.review_link_for(token);
  if k.link_id is null or not exists (select 1 from public.review_sections s where s.id = section and s.review_id = k.review_id) then
    raise exception 'This review is not available.' using errcode = 'PT404', hint = 'review_not_available';
  end if;
  if exists (select 1 from public.reviews r where r.id = k.review_id and r.closed_at is not null) then
    raise exception 'This review is closed.' using errcode = 'PT409', hint = 'review_closed';
  end if;
  if verdict is null or verdict not in ('approved', 'changes_requested') then
    raise exception 'The answer must be approved or changes_requested.' using errcode = '22023', hint = 'review_bad_verdict';
  end if;
  if verdict = 'changes_requested' and clean is null then
    raise exception 'Say what should change.' using errcode = '22023', hint = 'review_comment_required';
  end if;
  if char_length(clean) > 2000 then
    raise exception 'A comment can be at most 2,000 characters.' using errcode = '22023', hint = 'review_comment_too_long';
  end if;
  if (select count(*) from public.review_answers a
       where a.link_id = k.link_id and a.created_at > now() - interval '10 minutes') >= 60 then
    raise exception 'Too many answers in a short time. Please wait a few minutes.' using errcode = 'PT429', hint = 'review_rate_limited';
  end if;
  update public.review_sections s
     set status = verdict, comment = clean, answered_at = now(), answered_link = k.link_id
   where s.id = section;
  insert into public.review_answers (section_id, link_id, verdict, comment)
    values (section, k.link_id, verdict, clean) returning id into answer;
  insert into public.review_notifications (answer_id) values (answer);
  return jsonb_build_object('id', section, 'status', verdict, 'comment', clean, 'answered_at', now());
end $$;

revoke execute on function public.review_by_token(text), public.answer_review(text, uuid, text, text),
  public.issue_review_link(uuid, boolean) from public;
grant execute on function public.review_by_token(text), public.answer_review(text, uuid, text, text) to anon, authenticated;
grant execute on function public.issue_review_link(uuid, boolean) to authenticated;
-- A revoked link's unsent invitation is dropped with its token: it is never mailed.
create or replace function public.review_links_drop_invitation()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  delete from public.review_invitations where link_id = new.id and state <> 'sent';
  return null;
end $$;
create trigger review_links_drop_invitation after update of revoked_at on public.review_links
  for each row execute function public.review_links_drop_invitation();

revoke execute on function public.review_sections_before_update(), public.review_links_before_update(),
  public.review_links_drop_invitation() from public, anon, authenticated, service_role;
