// Two database roles (decision 043): the owner runs the migrations and owns the tables; the
// application's role changes rows and owns nothing of ours, so on the audit log it may only insert and
// read: no UPDATE, DELETE or TRUNCATE, and no ALTER TABLE … DISABLE TRIGGER (only an owner alters a
// table). pg-boss's schema is the application's own: it creates a table for each new queue as it runs.
import pg from 'pg'

/** The role a connection URL signs in as. */
export const papelDe = (url: string) => decodeURIComponent(new URL(url).username)

/** The tables whose rows nobody changes once written. */
const SOMENTE_INSERCAO = ['auditoria_operador']

/**
 * What the application's role may do on the owner's objects, granted again after every release
 * (idempotent: new tables are covered as soon as the migration that made them has run).
 */
export async function concederAplicacao(client: pg.ClientBase | pg.Pool, papel: string) {
  const app = pg.escapeIdentifier(papel)
  const { rows } = await client.query<{ banco: string; simulador: boolean }>(
    `select current_database() as banco, to_regnamespace('mp_sim') is not null as simulador`,
  )
  const banco = pg.escapeIdentifier(rows[0]?.banco ?? '')
  const schemas = ['public', ...(rows[0]?.simulador ? ['mp_sim'] : [])]
  const comandos = [
    // CREATE: pg-boss's schema, made (the first time) and owned by the application.
    `grant connect, create on database ${banco} to ${app}`,
    `grant usage on schema drizzle to ${app}`,
    `grant select on all tables in schema drizzle to ${app}`,
  ]
  for (const schema of schemas)
    comandos.push(
      `grant usage on schema ${schema} to ${app}`,
      `grant select, insert, update, delete on all tables in schema ${schema} to ${app}`,
      `grant usage, select, update on all sequences in schema ${schema} to ${app}`,
    )
  for (const tabela of SOMENTE_INSERCAO)
    comandos.push(`revoke update, delete, truncate, references, trigger on ${tabela} from ${app}`)
  for (const comando of comandos) await client.query(comando)
}

/**
 * Hands pg-boss's schema to the application when the owner made it (a database migrated by one role
 * before): the application creates a table per new queue, which only the owner of pgboss.job can.
 */
export async function entregarPgBoss(client: pg.ClientBase | pg.Pool, papel: string) {
  await client.query(
    `do $$
    declare r record;
    begin
      if to_regnamespace('pgboss') is null
        or (select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'pgboss') = ${pg.escapeLiteral(papel)}
      then return; end if;
      execute format('alter schema pgboss owner to %I', ${pg.escapeLiteral(papel)});
      for r in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'pgboss' and c.relkind in ('r', 'p', 'v')
      loop
        execute format('alter table pgboss.%I owner to %I', r.relname, ${pg.escapeLiteral(papel)});
      end loop;
      for r in select p.oid::regprocedure::text as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'pgboss'
      loop
        execute format('alter function %s owner to %I', r.f, ${pg.escapeLiteral(papel)});
      end loop;
      for r in select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'pgboss' and t.typtype = 'e'
      loop
        execute format('alter type pgboss.%I owner to %I', r.typname, ${pg.escapeLiteral(papel)});
      end loop;
    end $$`,
  )
}
