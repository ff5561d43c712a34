// OAuth: authorization codes (single use, 10 minutes) and each account's public key per application.
export default /* sql */ `
create table mp_sim.authorization_codes (
  code text primary key,
  user_id bigint not null references mp_sim.users(id) on delete cascade,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text,
  code_challenge_method text check (code_challenge_method in ('S256', 'plain')),
  expires_at timestamptz not null,
  used_at timestamptz,
  date_created timestamptz not null default now()
);

-- Stable across refreshes, like the real public_key of an account in an application.
create table mp_sim.public_keys (
  user_id bigint not null references mp_sim.users(id) on delete cascade,
  client_id text not null,
  public_key text not null unique,
  primary key (user_id, client_id)
);

-- The consent page and /__sim/test-users reuse an account by e-mail.
create index users_email_idx on mp_sim.users (lower(email));
`
