-- Names and e-mail addresses lose invisible characters before they are checked and stored
-- (issue 9): bidirectional controls that make a name display as something else, and zero-width
-- characters that make two equal-looking values differ. A BEFORE trigger runs before the CHECK
-- constraints, so the e-mail shape check sees the cleaned value. The same character lists are in
-- src/features/consultation/sanitize.ts (browser and server form), and a test keeps them equal.
--
-- Names keep U+200C/U+200D (zero-width non-joiner/joiner): Persian and Indic scripts and emoji
-- sequences need them. E-mail addresses lose them too.

create function public.submissions_strip_invisible() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.name := regexp_replace(new.name, '[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g');
  new.business_name := regexp_replace(new.business_name, '[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g');
  new.email := regexp_replace(new.email, '[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u200C\u200D]', '', 'g');
  return new;
end;
$$;

comment on function public.submissions_strip_invisible() is 'Removes bidi controls and zero-width characters from name, business_name and email.';

create trigger submissions_strip_invisible
  before insert or update of name, email, business_name on public.submissions
  for each row execute function public.submissions_strip_invisible();
