// Checkout Pro preferences, payments, refunds and the webhook outbox.
// Money is integer centavos so sums and refunds never drift; the API answers reais.
export default /* sql */ `
create sequence mp_sim.merchant_order_ids start 21000000000;
create table mp_sim.preferences (
  id text primary key,
  collector_id bigint not null references mp_sim.users(id) on delete cascade,
  client_id text not null,
  items jsonb not null,
  total_cents bigint not null check (total_cents > 0),
  marketplace_fee_cents bigint not null default 0 check (marketplace_fee_cents >= 0),
  back_urls jsonb not null default '{}',
  auto_return text,
  notification_url text,
  external_reference text,
  metadata jsonb not null default '{}',
  payer jsonb,
  statement_descriptor text,
  merchant_order_id bigint not null default nextval('mp_sim.merchant_order_ids'),
  date_created timestamptz not null default now()
);
create index preferences_collector_idx on mp_sim.preferences(collector_id);

-- Real sandbox payment ids are ~10-11 digits; far below 2^53, so numbers stay exact in JSON.
create sequence mp_sim.payment_ids start 1320000000;
create table mp_sim.payments (
  id bigint primary key default nextval('mp_sim.payment_ids'),
  preference_id text not null references mp_sim.preferences(id) on delete cascade,
  collector_id bigint not null references mp_sim.users(id) on delete cascade,
  merchant_order_id bigint not null,
  status text not null,
  status_detail text not null,
  payment_type_id text not null,
  payment_method_id text not null,
  amount_cents bigint not null check (amount_cents > 0),
  refunded_cents bigint not null default 0 check (refunded_cents >= 0 and refunded_cents <= amount_cents),
  mp_fee_cents bigint not null,
  marketplace_fee_cents bigint not null,
  card jsonb,
  payer_email text not null,
  description text,
  external_reference text,
  metadata jsonb not null default '{}',
  notification_url text,
  date_created timestamptz not null default now(),
  date_approved timestamptz,
  date_last_updated timestamptz not null default now(),
  money_release_date timestamptz
);
create index payments_preference_idx on mp_sim.payments(preference_id);
create index payments_collector_idx on mp_sim.payments(collector_id);

create sequence mp_sim.refund_ids start 1000000000;
create table mp_sim.refunds (
  id bigint primary key default nextval('mp_sim.refund_ids'),
  payment_id bigint not null references mp_sim.payments(id) on delete cascade,
  amount_cents bigint not null check (amount_cents > 0),
  idempotency_key text,
  date_created timestamptz not null default now()
);
-- Backstop for X-Idempotency-Key: the service also serialises on the payment row.
create unique index refunds_idempotency_key on mp_sim.refunds(payment_id, idempotency_key)
  where idempotency_key is not null;

-- The webhook outbox: rows are written in the same transaction as the payment change they announce.
create sequence mp_sim.notification_ids start 110000000000;
create table mp_sim.webhook_deliveries (
  id bigserial primary key,
  notification_id bigint not null,
  action text not null,
  payment_id bigint not null,
  collector_id bigint not null,
  url text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A lease, not a row lock: the HTTP call happens outside any transaction.
  locked_until timestamptz,
  last_status_code int,
  last_error text,
  date_created timestamptz not null default now(),
  delivered_at timestamptz
);
create index webhook_deliveries_due_idx on mp_sim.webhook_deliveries(next_attempt_at) where status = 'pending';
create index webhook_deliveries_payment_idx on mp_sim.webhook_deliveries(payment_id);

create table mp_sim.webhook_attempts (
  id bigserial primary key,
  delivery_id bigint not null references mp_sim.webhook_deliveries(id) on delete cascade,
  attempt int not null,
  request_id uuid not null,
  status_code int,
  error text,
  simulated_failure boolean not null default false,
  duration_ms int not null,
  date_created timestamptz not null default now()
);
create index webhook_attempts_delivery_idx on mp_sim.webhook_attempts(delivery_id);
`
