// Test helpers for the back-office API tests (raw materials and conversions).
import type { InjectOptions } from 'fastify'
import { signUp } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'

export type Account = Awaited<ReturnType<typeof signUp>>
type Method = NonNullable<InjectOptions['method']>

export const seller = (t: TestApp) => signUp(t.app, { perfil: 'vendedor' })
export const buyer = (t: TestApp) => signUp(t.app, { perfil: 'comprador' })

/** One call to the API as `who` (a visitor when undefined). */
export function call(t: TestApp, method: Method, url: string, who?: Account, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })
}

export const materiaPrimaBody = (overrides: Record<string, unknown> = {}) => ({
  nome_materia_prima: 'Garrafa PET reciclada',
  descricao: 'Garrafas PET limpas, sem rótulo e sem tampa.',
  unidade_medida: 'unidade',
  ...overrides,
})

/** Creates a raw material through the API (optionally inactive) and answers its JSON. */
export async function createMateriaPrima(t: TestApp, who: Account, overrides: Record<string, unknown> = {}) {
  const { status_materia_prima, ...body } = overrides
  const res = await call(t, 'POST', '/materias-primas', who, materiaPrimaBody(body))
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`)
  const created = res.json()
  if (status_materia_prima === 'inativa') {
    const put = { ...materiaPrimaBody(body), status_materia_prima }
    return (await call(t, 'PUT', `/materias-primas/${created.id_materia_prima}`, who, put)).json()
  }
  return created
}

export async function createConversao(t: TestApp, who: Account, idMateriaPrima: number, valor = 2.5) {
  const payload = { valor_multiplicavel: valor, id_materia_prima: idMateriaPrima }
  const res = await call(t, 'POST', '/conversoes', who, payload)
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`)
  return res.json()
}

/** A product using the raw materials, written with SQL (the products API is another module). */
export async function insertProduto(t: TestApp, idVendedor: number, materias: number[] = []) {
  const { rows } = await t.pool.query(
    `insert into produtos (id_usuario_vendedor, nome, descricao, preco_centavos)
     values ($1, 'Bolsa de lacres', 'Bolsa feita de lacres de latinha', 12990) returning id_produto`,
    [idVendedor],
  )
  const idProduto: number = rows[0].id_produto
  for (const id of materias)
    await t.pool.query('insert into produto_materias_primas (id_produto, id_materia_prima) values ($1, $2)', [
      idProduto,
      id,
    ])
  return idProduto
}

/** A sustainable listing using the conversion, written with SQL (the listings API is another module). */
export async function insertAnuncio(t: TestApp, idVendedor: number, idConversao: number, idMateria: number) {
  const idProduto = await insertProduto(t, idVendedor, [idMateria])
  const { rows } = await t.pool.query(
    `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento,
       creditos_aceitos, valor_conversao_centavos, id_conversao, id_materia_prima)
     values ($1, $2, 'Bolsa sustentável', 'sustentavel', 10, 9990, $3, $4) returning id_anuncio`,
    [idVendedor, idProduto, idConversao, idMateria],
  )
  return rows[0].id_anuncio as number
}

export async function row(t: TestApp, table: 'materias_primas' | 'conversoes', id: number) {
  const key = table === 'materias_primas' ? 'id_materia_prima' : 'id_conversao'
  const { rows } = await t.pool.query(`select * from ${table} where ${key} = $1`, [id])
  return rows[0] ?? null
}
