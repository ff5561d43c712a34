// Claims and chargebacks: a payment the buyer contested (in_mediation) or whose card issuer took the
// money back (charged_back, with its chargeback record). The webhook outbox learns to announce other
// topics than payments: a chargeback is notified as itself (topic 'chargebacks', data.id its id).
export default /* sql */ `
create sequence mp_sim.chargeback_ids start 235000000000;
create table mp_sim.chargebacks (
  id bigint primary key default nextval('mp_sim.chargeback_ids'),
  payment_id bigint not null references mp_sim.payments(id) on delete cascade,
  amount_cents bigint not null check (amount_cents > 0),
  date_created timestamptz not null default now()
);
create unique index chargebacks_payment_key on mp_sim.chargebacks(payment_id);

alter table mp_sim.webhook_deliveries
  add column topic text not null default 'payment' check (topic in ('payment', 'chargebacks')),
  -- What data.id names: the payment itself (null) or the chargeback of payment_id.
  add column resource_id bigint;
`
