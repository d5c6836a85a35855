-- Each set logged refreshed the client's workout days (refresh_client_workout_days(), which reads
-- the client's check-ins and sessions again), though only a day's first set not skipped can change
-- them: measured with `npm run bench:workout` (PGlite, one machine, one run each), 'log set' p95
-- went from 13.2 ms alone and 208 ms at 20 (e351693, before 20261208000000) to 20.4 and 321. A set
-- not skipped, of a day the client's summary already counts, now returns at once; an update that
-- keeps a set done, of the same session, too. Anything else refreshes as before.

set local lock_timeout = '5s';

-- Its own function: a trigger function shared with daily_checkins cannot read a set's columns.
create function public.workout_set_days_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and not new.skipped and not old.skipped
     and old.user_id = new.user_id and old.session_id = new.session_id then
    return null;
  end if;
  if tg_op = 'INSERT' and not new.skipped and exists (
      select 1 from public.workout_sessions ws join public.client_summaries s on s.user_id = ws.user_id
      where ws.id = new.session_id and ws.user_id = new.user_id and ws.day = any (s.workout_set_days)) then
    return null;
  end if;
  if tg_op <> 'DELETE' then
    perform public.refresh_client_workout_days(new.user_id);
  end if;
  if tg_op = 'DELETE' or old.user_id is distinct from new.user_id then
    perform public.refresh_client_workout_days(old.user_id);
  end if;
  return null;
end
$$;
revoke all on function public.workout_set_days_changed() from public, anon, authenticated;

drop trigger workout_sets_workout_days on public.workout_sets;
create trigger workout_sets_workout_days after insert or delete or update of user_id, session_id, skipped
  on public.workout_sets for each row execute function public.workout_set_days_changed();
