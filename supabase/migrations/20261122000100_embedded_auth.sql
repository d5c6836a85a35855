-- State of the embedded auth provider (used where Supabase Auth is not configured): OTP
-- challenges, refresh tokens and rate-limit hits. A schema of its own that Supabase's API
-- does not expose; only the server (table owner) touches it, so RLS is on with no policies.

create schema if not exists auth_embedded;
revoke all on schema auth_embedded from public;

create table auth_embedded.otp_challenges (
  id uuid primary key,
  phone text not null check (phone ~ '^\+91[0-9]{10}$'),
  -- HMAC-SHA256 of the code under the server's secret; the code itself is never stored.
  code_hmac text not null,
  attempts integer not null default 0 check (attempts >= 0),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null
);

create index otp_challenges_phone_created_idx on auth_embedded.otp_challenges (phone, created_at desc);

create table auth_embedded.refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  -- SHA-256 of the opaque token handed to the browser.
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- One sign-in is one session; rotation keeps it, reuse of a spent token revokes all of it.
  session_id uuid not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null
);

create index refresh_tokens_session_idx on auth_embedded.refresh_tokens (session_id);

create table auth_embedded.rate_limit_hits (
  bucket text not null,
  subject text not null,
  hit_at timestamptz not null
);

create index rate_limit_hits_lookup_idx on auth_embedded.rate_limit_hits (bucket, subject, hit_at desc);

alter table auth_embedded.otp_challenges enable row level security;
alter table auth_embedded.refresh_tokens enable row level security;
alter table auth_embedded.rate_limit_hits enable row level security;
