// A seller-defined delivery cost (Checkout Pro's `shipments` with mode not_specified): the preference
// charges items + cost (total_cents includes it), and its payments report the cost as shipping_amount
// beside transaction_amount (the items); the amount charged (amount_cents) is their sum.
export default /* sql */ `
alter table mp_sim.preferences
  add column shipping_cost_cents bigint not null default 0 check (shipping_cost_cents >= 0),
  add column shipping_mode text,
  add column local_pickup boolean not null default false;

alter table mp_sim.payments
  add column shipping_cents bigint not null default 0 check (shipping_cents >= 0 and shipping_cents <= amount_cents);
`
