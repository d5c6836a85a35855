-- The coach's programme builder (issue 41): a coach deletes only a template they made. The policy
-- said so by its name but let any coach delete any coach's template.

set local lock_timeout = '5s';

drop policy "staff delete the templates they made" on public.programmes;
create policy "staff delete the templates they made" on public.programmes
  for delete to authenticated
  using ((select public.is_coach()) and client_id is null and template_key is null and created_by = (select auth.uid()));
