// The application's database role (decision 043): it writes and reads the audit log, and nothing
// else there. Not through a trigger it could disable: it is refused by PostgreSQL itself, because it
// owns neither the table nor its trigger's function.
import { comPapel } from '@recria/postgres/test-database'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUpOperator } from '../../test/fixtures.ts'
import { emptyDatabase } from '../../test/processes.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { migrarBanco } from './migrate.ts'

let t: TestApp
let idRegistro: number
beforeAll(async () => {
  t = await createTestApp()
  const { usuario } = await signUpOperator(t)
  // As the app writes it: through its own pool, signed in as the application's role.
  const { rows } = await t.pool.query(
    `insert into auditoria_operador (id_operador, acao, alvo_tipo, alvo_id, motivo)
     values ($1, 'usuario_suspenso', 'usuario', $1, 'registro que ninguém apaga') returning id_registro`,
    [usuario.id_usuario],
  )
  idRegistro = rows[0].id_registro
})
afterAll(() => t.close())

/** The PostgreSQL error (code and message) a statement of the app's role meets, or null. */
async function recusa(sql: string) {
  return t.pool.query(sql).then(
    () => null,
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  )
}

describe('the application role on the audit log', () => {
  it('is not the owner of the table (the migrations role is)', async () => {
    const { rows } = await t.pool.query(
      `select current_user as papel, tableowner as dono from pg_tables where tablename = 'auditoria_operador'`,
    )
    expect(rows[0].papel).toBe('recria_app')
    expect(rows[0].dono).not.toBe('recria_app')
  })

  it.each([
    [`update auditoria_operador set motivo = 'outro'`, 'permission denied for table auditoria_operador'],
    ['delete from auditoria_operador', 'permission denied for table auditoria_operador'],
    ['truncate auditoria_operador', 'permission denied for table auditoria_operador'],
  ])('is refused %s', async (sql, message) => {
    expect(await recusa(sql)).toEqual({ code: '42501', message })
  })

  it.each([
    [
      'alter table auditoria_operador disable trigger auditoria_operador_imutavel',
      'must be owner of table auditoria_operador',
    ],
    ['alter table auditoria_operador disable trigger all', 'must be owner of table auditoria_operador'],
    [
      'drop trigger auditoria_operador_imutavel on auditoria_operador',
      'must be owner of relation auditoria_operador',
    ],
    ['drop table auditoria_operador', 'must be owner of table auditoria_operador'],
    [
      // Nor empty the trigger's function: the app creates nothing in the schema.
      `create or replace function auditoria_operador_somente_insercao() returns trigger
        language plpgsql as $$ begin return null; end $$`,
      'permission denied for schema public',
    ],
  ])('cannot touch the table or its trigger: %s', async (sql, message) => {
    expect(await recusa(sql)).toEqual({ code: '42501', message })
  })

  it('still reads the record, unchanged, and the trigger is still on', async () => {
    const { rows } = await t.pool.query(
      `select motivo, (select tgenabled from pg_trigger where tgname = 'auditoria_operador_imutavel') as gatilho
       from auditoria_operador where id_registro = $1`,
      [idRegistro],
    )
    expect(rows).toEqual([{ motivo: 'registro que ninguém apaga', gatilho: 'O' }])
  })
})

describe('a database migrated with one role, then with two', () => {
  it("grants the application's role and hands it pg-boss's schema", async () => {
    const banco = await emptyDatabase()
    const app = comPapel(banco.url, inject('pgAppUser') ?? '')
    const pool = new pg.Pool({ connectionString: banco.url, max: 1 })
    pool.on('error', () => {}) // the database is dropped WITH (FORCE) at the end
    const donos = async () =>
      (
        await pool.query<{ dono: string }>(
          `select distinct pg_get_userbyid(c.relowner) as dono from pg_class c
           join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss' and c.relkind in ('r', 'p')
           union select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'pgboss'`,
        )
      ).rows.map((r) => r.dono)
    try {
      await migrarBanco(banco.url, { simulador: false })
      expect(await donos()).toEqual(['recria'])
      await migrarBanco(banco.url, { simulador: false, aplicacaoUrl: app })
      expect(await donos()).toEqual(['recria_app'])
      // The application's role works its queues (a new one is a new table) and writes the audit log.
      const comoApp = new pg.Client({ connectionString: app })
      await comoApp.connect()
      try {
        await comoApp.query(`select pgboss.create_queue('papeis-teste', '{"policy":"standard"}'::json)`)
        const negado = await comoApp.query('delete from auditoria_operador').catch((e: Error) => e.message)
        expect(negado).toBe('permission denied for table auditoria_operador')
      } finally {
        await comoApp.end()
      }
    } finally {
      await pool.end()
      await banco.drop()
    }
  }, 120_000)
})
