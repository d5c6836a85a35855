-- A coach's comment on a workout session reaches the customer in the chat (issue 41, item 5).
-- comment_workout_session() keeps the comment on the session, named, as before, and now also
-- posts it, in the same transaction, into the customer's support chat (their open chat, or one
-- opened for them) through post_team_message(), as the coach: the chat's own triggers then name
-- the coach, count it among the customer's unread replies, alert them (chat-reply) and tell the
-- open chat's stream and the coaches' inboxes, as for an answer from the inbox. The message reads
-- on its own in the chat: 'On your workout of 27 November 2026 (Full body A): <comment>', the day
-- as lib/domain/india-time's formatDay writes it. A second comment replaces the first on the
-- session and is posted too. Nothing is stored or posted unless the caller is a coach (or an
-- admin) who coaches the session's customer: false otherwise.

set local lock_timeout = '5s';

create or replace function public.comment_workout_session(session uuid, comment text) returns boolean
  language plpgsql security definer
  set search_path to ''
as $$
declare
  me uuid := (select auth.uid());
  commented public.workout_sessions;
begin
  if coalesce(btrim(comment), '') = '' then
    raise exception 'a comment needs words' using errcode = '23514';
  end if;
  if not public.is_coach() then
    return false;
  end if;
  update public.workout_sessions s
    set coach_comment = comment, commented_by_name = public.coach_name_of(me), commented_at = public.clock_now()
    where s.id = session and public.coaches_client(s.user_id)
    returning s.* into commented;
  if commented.id is null then
    return false;
  end if;
  perform public.post_team_message(
    commented.user_id,
    me,
    'On your workout of ' || to_char(commented.day, 'FMDD FMMonth YYYY') || ' (' || commented.title || '): '
      || commented.coach_comment
  );
  return true;
end
$$;

-- The action calls it as the coach; post_team_message() stays the server's own.
revoke all on function public.comment_workout_session(uuid, text) from public, anon, authenticated;
grant execute on function public.comment_workout_session(uuid, text) to authenticated;
