// Accounts and their tokens: shared by OAuth, checkout and payments.
export default /* sql */ `
create table mp_sim.users (
  id bigint primary key,
  nickname text not null,
  email text not null,
  first_name text not null default 'Teste',
  last_name text not null default 'Simulador',
  site_id text not null default 'MLB',
  country_id text not null default 'BR',
  is_test boolean not null default true,
  date_created timestamptz not null default now()
);
create sequence mp_sim.user_ids start 1800000000;

create table mp_sim.access_tokens (
  access_token text primary key,
  refresh_token text not null unique,
  user_id bigint not null references mp_sim.users(id) on delete cascade,
  client_id text not null,
  scope text not null default 'offline_access read write',
  expires_at timestamptz not null,
  revoked_at timestamptz,
  date_created timestamptz not null default now()
);
create index access_tokens_user_idx on mp_sim.access_tokens(user_id);

create table mp_sim.settings (
  key text primary key,
  value jsonb not null
);
`
