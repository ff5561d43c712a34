// The consent page asks for an existing account's password, as Mercado Pago's login does. An account
// made on the page keeps the password typed there (scrypt); the test accounts the simulator makes
// itself (the test-users API, Recria's demo seed) and older rows have none: they take TEST_PASSWORD.
export default /* sql */ `
alter table mp_sim.users add column password_hash text;
`
