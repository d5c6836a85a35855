-- A sign-in code of the embedded provider counts only in the browser that asked for it: the
-- challenge keeps a keyed hash of that browser's cookie, so guesses from anywhere else never
-- reach it and cannot use up its five tries. Challenges from before this have none and expire
-- within five minutes.

set local lock_timeout = '5s';

alter table auth_embedded.otp_challenges add column browser_hmac text;

create index otp_challenges_phone_browser_created_idx
  on auth_embedded.otp_challenges (phone, browser_hmac, created_at desc);
