// Every API test file's database is reconciled when the file ends (test/test-app.ts): money left
// unaccounted for fails the file, and the database is dropped all the same.
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp } from '../../../test/test-app.ts'

const existe = async (url: string) => {
  const admin = new URL(url)
  const nome = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [nome])).rowCount === 1
  } finally {
    await client.end()
  }
}

describe('the reconciliation at the end of a test file', () => {
  it('fails the file on an order whose total is not its items, and still drops the database', async () => {
    const t = await createTestApp()
    const url = t.pool.options.connectionString as string
    const comprador = await signUp(t.app, { perfil: 'comprador' })
    const vendedor = await signUp(t.app, { perfil: 'vendedor' })
    const { rows } = await t.pool.query<{ id_pedido: number }>(
      `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos)
       values ($1, $2, 2500) returning id_pedido`,
      [comprador.usuario.id_usuario, vendedor.usuario.id_usuario],
    )

    await expect(t.close()).rejects.toThrow(
      `Reconciliação ao fim do arquivo: 1 discrepância(s):\n  ✖ [total_do_pedido] Pedido #${rows[0]?.id_pedido}: total de R$ 25,00 difere da soma dos itens, R$ 0,00.`,
    )
    expect(await existe(url)).toBe(false)
  })

  it('passes a file whose orders add up', async () => {
    const t = await createTestApp()
    const comprador = await signUp(t.app, { perfil: 'comprador' })
    const vendedor = await signUp(t.app, { perfil: 'vendedor' })
    await t.pool.query(
      `with pedido as (
         insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos)
         values ($1, $2, 2500) returning id_pedido)
       insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada)
       select id_pedido, 'Vaso de vidro', 2, 1250, 'padrao' from pedido`,
      [comprador.usuario.id_usuario, vendedor.usuario.id_usuario],
    )
    await expect(t.close()).resolves.toBeUndefined()
  })
})
