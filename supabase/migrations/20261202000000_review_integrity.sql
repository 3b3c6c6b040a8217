-- Client-review integrity (issue 42).
--
-- 1. A review is made whole or not at all: create_review() inserts the review, its sections (1 to
--    50) and its first link in the caller's one statement, so any failure (a bad section, a limit,
--    a lost connection, the server killed in between) leaves nothing. It runs as the caller
--    (SECURITY INVOKER): the grants and RLS below and in 20261128000000_reviews.sql decide, so only
--    staff at aal2 can make a review.
-- 2. Staff delete a review that was never sent: while no section of it has a client answer (in
--    review_answers, even after staff reopened the section) and no invitation e-mail for any of
--    its links has gone out (review_invitations.state = 'sent'). Once the client may have seen
--    the link or given an answer, the review stays on record: close it or revoke its link
--    instead. Deleting it removes its sections, links and unsent invitations (ON DELETE CASCADE).
-- 3. Only the client answers: answer_review() refuses any request whose role is not anon (a staff
--    or any other signed-in session, the service key, a direct call without request claims), and
--    every answer row says who answered (answered_by, always 'client' today).
-- 4. The 60 answers per link in 10 minutes hold under concurrency: answer_review() locks the link
--    row before counting, so parallel answers on one link are counted one after the other.
-- 5. A comment loses control characters (C0 but line feed and tab, DEL, C1), bidi controls and
--    zero-width characters (the lead form's list, 20261123000000_strip_invisible_characters.sql)
--    before it is checked and stored; one that is empty once white space (any Unicode space, line
--    feeds, tabs) and the zero-width joiners are removed counts as no comment.
-- 6. EXECUTE on every function in public is granted explicitly below: a function created here (or
--    earlier) is executable only by the roles named, whatever the database's default privileges
--    (hosted Supabase grants new functions to anon, authenticated and service_role).
--    tests/server/reviewIntegrity.test.ts holds the expected table.

-- ---------------------------------------------------------------------------------------------
-- 1. create_review()
-- ---------------------------------------------------------------------------------------------

-- Errors (PostgREST status 400, hint = the reason's code):
--   review_sections_required   sections is not a JSON array, or is empty
--   review_too_many_sections   more than 50 sections
--   review_bad_section         a section is not {story_id, title} with a Storybook story id and a
--                              title of 1 to 120 characters (the message names which section)
--   review_bad_client_name / review_bad_client_email / review_bad_brand / review_note_too_long /
--   review_bad_expiry          the review's own fields (the constraints of public.reviews)
create function public.create_review(
  client_name text,
  client_email text,
  brand text,
  note text,
  expires_at timestamptz,
  sections jsonb,
  send_email boolean default false
) returns jsonb language plpgsql security invoker set search_path = '' as $$
declare
  review uuid;
  token text;
  item jsonb;
  i integer := 0;
  failed text;
begin
  if sections is null or jsonb_typeof(sections) <> 'array' or jsonb_array_length(sections) = 0 then
    raise exception 'A review needs at least one section.' using errcode = '22023', hint = 'review_sections_required';
  end if;
  if jsonb_array_length(sections) > 50 then
    raise exception 'A review can have at most 50 sections.' using errcode = '22023', hint = 'review_too_many_sections';
  end if;
  begin
    insert into public.reviews (client_name, client_email, brand, note, expires_at)
      values (create_review.client_name, create_review.client_email, create_review.brand, coalesce(create_review.note, ''),
              coalesce(create_review.expires_at, now() + interval '30 days'))
      returning id into review;
    for item in select value from jsonb_array_elements(sections) loop
      i := i + 1;
      if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'story_id') is distinct from 'string' then
        raise exception using errcode = '23514', constraint = 'review_sections_story_check';
      end if;
      if jsonb_typeof(item -> 'title') is distinct from 'string' then
        raise exception using errcode = '23514', constraint = 'review_sections_title_check';
      end if;
      insert into public.review_sections (review_id, position, story_id, title)
        values (review, i - 1, item ->> 'story_id', item ->> 'title');
    end loop;
  exception when check_violation then
    get stacked diagnostics failed = constraint_name;
    case failed
      when 'review_sections_story_check' then
        raise exception 'Section % needs a Storybook story id, such as sections-hero--default.', i
          using errcode = '22023', hint = 'review_bad_section';
      when 'review_sections_title_check' then
        raise exception 'Section % needs a title of 1 to 120 characters.', i using errcode = '22023', hint = 'review_bad_section';
      when 'reviews_client_name_check' then
        raise exception 'The client''s name must be 1 to 120 characters.' using errcode = '22023', hint = 'review_bad_client_name';
      when 'reviews_client_email_check' then
        raise exception 'The client''s e-mail address is not valid.' using errcode = '22023', hint = 'review_bad_client_email';
      when 'reviews_brand_check' then
        raise exception 'The brand must be studio, coffee, landscaping or homegoods.' using errcode = '22023', hint = 'review_bad_brand';
      when 'reviews_note_check' then
        raise exception 'The note can be at most 2,000 characters.' using errcode = '22023', hint = 'review_note_too_long';
      when 'reviews_expiry_check' then
        raise exception 'The link must expire after now and within 366 days.' using errcode = '22023', hint = 'review_bad_expiry';
      else
        raise;
    end case;
  end;
  token := public.issue_review_link(review, coalesce(send_email, false));
  return jsonb_build_object('id', review, 'token', token);
end $$;

-- ---------------------------------------------------------------------------------------------
-- 2. Deleting a review that was never sent
-- ---------------------------------------------------------------------------------------------
grant delete on table public.reviews to authenticated;
-- The subqueries run as the caller, staff, who may read answers, links and invitation states.
create policy "staff delete unsent reviews" on public.reviews for delete to authenticated
  using (
    (select public.is_studio_staff())
    and not exists (
      select 1 from public.review_answers a join public.review_sections s on s.id = a.section_id where s.review_id = reviews.id)
    and not exists (
      select 1 from public.review_invitations i join public.review_links l on l.id = i.link_id
       where l.review_id = reviews.id and i.state = 'sent')
  );

-- ---------------------------------------------------------------------------------------------
-- 3.–5. answer_review(): only the client, one answer at a time per link, clean comments
-- ---------------------------------------------------------------------------------------------
alter table public.review_answers
  add column answered_by text not null default 'client' constraint review_answers_answered_by_check check (answered_by = 'client');

-- The client's answer on one section. Errors (PostgREST statuses via PTnnn / 22023 / 42501):
--   42501 the request is not the anon role: only the client answers (hint review_client_only)
--   PT404 the token reaches no review, or the section is not in it (the same answer for both)
--   PT409 the review is closed
--   PT429 more than 60 answers on this link in 10 minutes
--   22023 a bad verdict, or changes requested without a comment, or a comment over 2,000 characters
create or replace function public.answer_review(token text, section uuid, verdict text, comment text default null)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  k record;
  -- Control characters (C0 but \t and \n, DEL, C1), bidi controls and zero-width characters out,
  -- then white space (ASCII and Unicode) off both ends.
  clean text := regexp_replace(
    regexp_replace(coalesce(comment, ''),
      '[\u0001-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g'),
    '^[ \t\n\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+|[ \t\n\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$', '', 'g');
  answer bigint;
begin
  if coalesce(auth.role(), '') <> 'anon' then
    raise exception 'Only the client answers a review, through their link.' using errcode = '42501', hint = 'review_client_only';
  end if;
  -- Nothing but white space and zero-width joiners (kept inside words and emoji) is no comment.
  if regexp_replace(clean, '[ \t\n\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u200C\u200D]', '', 'g') = '' then
    clean := null;
  end if;
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
  -- Over the limit: refused at once, without waiting for the link (a flood's refusals stay cheap).
  if (select count(*) from public.review_answers a
       where a.link_id = k.link_id and a.created_at > now() - interval '10 minutes') >= 60 then
    raise exception 'Too many answers in a short time. Please wait a few minutes.' using errcode = 'PT429', hint = 'review_rate_limited';
  end if;
  -- Under it: one answer at a time per link, until this transaction ends. The same count again
  -- then sees every answer committed before it, so parallel calls cannot all pass the limit at once.
  perform 1 from public.review_links l where l.id = k.link_id for update;
  if (select count(*) from public.review_answers a
       where a.link_id = k.link_id and a.created_at > now() - interval '10 minutes') >= 60 then
    raise exception 'Too many answers in a short time. Please wait a few minutes.' using errcode = 'PT429', hint = 'review_rate_limited';
  end if;
  update public.review_sections s
     set status = verdict, comment = clean, answered_at = now(), answered_link = k.link_id
   where s.id = section;
  insert into public.review_answers (section_id, link_id, verdict, comment, answered_by)
    values (section, k.link_id, verdict, clean, 'client') returning id into answer;
  insert into public.review_notifications (answer_id) values (answer);
  return jsonb_build_object('id', section, 'status', verdict, 'comment', clean, 'answered_at', now());
end $$;

-- ---------------------------------------------------------------------------------------------
-- 6. EXECUTE on every function in public, explicitly (nothing left to default privileges)
-- ---------------------------------------------------------------------------------------------
revoke execute on function
  public.answer_review(text, uuid, text, text),
  public.create_review(text, text, text, text, timestamptz, jsonb, boolean),
  public.is_studio_staff(),
  public.issue_review_link(uuid, boolean),
  public.review_by_token(text),
  public.review_link_for(text),
  public.review_links_before_update(),
  public.review_links_drop_invitation(),
  public.review_sections_before_update(),
  public.submission_events_append_only(),
  public.submission_status_allowed(text, text),
  public.submissions_before_update(),
  public.submissions_enqueue_notification(),
  public.submissions_record_history(),
  public.submissions_strip_invisible()
from public, anon, authenticated, service_role;

-- The link's holder (answer_review() itself refuses every role but anon: a signed-in visitor of
-- the page is told why, instead of "permission denied").
grant execute on function public.review_by_token(text), public.answer_review(text, uuid, text, text) to anon, authenticated;
-- Staff (both check is_studio_staff(): issue_review_link() itself, create_review() through RLS).
grant execute on function public.issue_review_link(uuid, boolean),
  public.create_review(text, text, text, text, timestamptz, jsonb, boolean) to authenticated;
-- The policies' helper, as 20261123100000_staff.sql grants it.
grant execute on function public.is_studio_staff() to anon, authenticated, service_role;
-- Called by submissions_before_update(), which runs as the role that updates a lead.
grant execute on function public.submission_status_allowed(text, text) to authenticated, service_role;
-- Trigger functions and review_link_for(): no role calls them (a trigger needs no EXECUTE grant).
