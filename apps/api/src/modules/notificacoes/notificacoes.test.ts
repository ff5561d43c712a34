// The notifications panel's calls (docs/product/notificacoes.md): lists, search, pages, counts, marking.
import { TIPOS_NOTIFICACAO } from '@recria/domain/notificacao'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { notificacaoFixtures } from './notificacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof notificacaoFixtures>
beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = notificacaoFixtures(t)
})
afterAll(() => t.close())

const titulos = (res: { json(): { itens: { titulo: string }[] } }) => res.json().itens.map((n) => n.titulo)

describe('lists', () => {
  it('answer the user own notifications, newest first, 12 a page, with the order in both names', async () => {
    const eu = await f.usuario()
    const outro = await f.usuario()
    await f.notificar(outro.id, 'De outra pessoa')
    for (let i = 1; i <= 14; i++) await f.notificar(eu.id, `Aviso ${i}`)
    const { rows } = await t.pool.query(
      `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos)
       values ($1, $2, 100) returning id_pedido`,
      [eu.id, outro.id],
    )
    const idPedido = rows[0].id_pedido
    const com = await f.notificar(eu.id, 'Com pedido')
    await t.pool.query('update notificacoes set id_pedido = $1 where id_notificacao = $2', [
      idPedido,
      com.id_notificacao,
    ])

    const res = await f.get(`/notificacoes/usuario/${eu.id}`, eu.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 15, pagina: 1, total_paginas: 2 })
    expect(titulos(res).slice(0, 3)).toEqual(['Com pedido', 'Aviso 14', 'Aviso 13'])
    expect(body.itens).toHaveLength(12)
    expect(body.itens[0]).toMatchObject({
      status: 'nao_lida',
      tipo: 'pedido_atualizado',
      pedido: { id_pedido: idPedido },
      dados_adicionais: { id_pedido: idPedido, pedidoId: idPedido },
      data_leitura: null,
    })
    expect(body.itens[1]).toMatchObject({ pedido: null, dados_adicionais: {} })

    const page2 = await f.get(`/notificacoes/usuario/${eu.id}?page=2&limit=12`, eu.cookie)
    expect(titulos(page2)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1'])
    const small = await f.get(`/notificacoes/usuario/${eu.id}?page=3&limit=5`, eu.cookie)
    expect(small.json()).toMatchObject({ total: 15, pagina: 3, total_paginas: 3 })
    expect(titulos(small)).toEqual(['Aviso 5', 'Aviso 4', 'Aviso 3', 'Aviso 2', 'Aviso 1'])
  })

  it('search title and message, ignoring case and accents, with % and _ taken literally', async () => {
    const eu = await f.usuario()
    await f.notificar(
      eu.id,
      'Pagamento aprovado',
      'O pagamento do pedido #12 para Ateliê Marta foi aprovado.',
    )
    await f.notificar(eu.id, 'Pedido cancelado', 'O pedido #13 foi cancelado por Maria Silva.')
    await f.notificar(eu.id, 'Desconto de 10%', 'Nada')
    const busca = (termo: string) =>
      f.get(`/notificacoes/usuario/${eu.id}?busca=${encodeURIComponent(termo)}`, eu.cookie)
    expect(titulos(await busca('ATELIE'))).toEqual(['Pagamento aprovado'])
    expect(titulos(await busca('cancelado'))).toEqual(['Pedido cancelado'])
    expect(titulos(await busca('pedido #1'))).toEqual(['Pedido cancelado', 'Pagamento aprovado'])
    expect(titulos(await busca('10%'))).toEqual(['Desconto de 10%'])
    expect(titulos(await busca('%'))).toEqual(['Desconto de 10%'])
    expect((await busca('nada disso')).json()).toEqual({ itens: [], total: 0, pagina: 1, total_paginas: 0 })
  })

  it('refuse a bad page, limit or search with the field message', async () => {
    const eu = await f.usuario()
    const url = `/notificacoes/usuario/${eu.id}/lidas`
    const cases = [
      ['?page=0', 'Página inválida.'],
      ['?limit=abc', 'Limite inválido.'],
      ['?limit=101', 'O limite máximo é de 100 itens por página.'],
      [`?busca=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
    ]
    for (const [query, mensagem] of cases) {
      const res = await f.get(`${url}${query}`, eu.cookie)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
  })
})

describe('unread and read', () => {
  it('are listed and counted apart; marking one, then all, moves them and says how many', async () => {
    const eu = await f.usuario('vendedor')
    const outro = await f.usuario()
    const [a, b] = [await f.notificar(eu.id, 'A'), await f.notificar(eu.id, 'B')]
    await f.notificar(eu.id, 'C')
    const alheia = await f.notificar(outro.id, 'Alheia')
    const count = async (which: string) =>
      (await f.get(`/notificacoes/usuario/${eu.id}/contar-${which}`, eu.cookie)).json()
    expect([await count('nao-lidas'), await count('lidas')]).toEqual([{ total: 3 }, { total: 0 }])

    const um = await f.put(`/notificacoes/usuario/${eu.id}/${b.id_notificacao}/lida`, eu.cookie)
    expect(um.statusCode).toBe(200)
    expect(um.json()).toMatchObject({ id_notificacao: b.id_notificacao, status: 'lida' })
    expect(um.json().data_leitura).toEqual(expect.any(String))
    // Marking it again changes nothing, not even the time it was read.
    const de_novo = await f.put(`/notificacoes/usuario/${eu.id}/${b.id_notificacao}/lida`, eu.cookie)
    expect(de_novo.json().data_leitura).toBe(um.json().data_leitura)

    expect(titulos(await f.get(`/notificacoes/usuario/${eu.id}/nao-lidas`, eu.cookie))).toEqual(['C', 'A'])
    expect(titulos(await f.get(`/notificacoes/usuario/${eu.id}/lidas`, eu.cookie))).toEqual(['B'])
    expect([await count('nao-lidas'), await count('lidas')]).toEqual([{ total: 2 }, { total: 1 }])

    const todas = await f.put(`/notificacoes/usuario/${eu.id}/marcar-todas-lidas`, eu.cookie)
    expect([todas.statusCode, todas.json()]).toEqual([200, { marcadas: 2 }])
    expect([await count('nao-lidas'), await count('lidas')]).toEqual([{ total: 0 }, { total: 3 }])
    const nada = await f.put(`/notificacoes/usuario/${eu.id}/marcar-todas-lidas`, eu.cookie)
    expect(nada.json()).toEqual({ marcadas: 0 })
    expect(a.status).toBe('nao_lida')
    // Another user's notification was never touched.
    const { rows } = await t.pool.query('select status from notificacoes where id_notificacao = $1', [
      alheia.id_notificacao,
    ])
    expect(rows).toEqual([{ status: 'nao_lida' }])
  })
})

describe('the table', () => {
  it('accepts only the known types and statuses', async () => {
    const eu = await f.usuario()
    const insert = (tipo: string, status: string) =>
      t.pool.query(
        `insert into notificacoes (id_usuario, tipo, titulo, mensagem, status) values ($1, $2, 't', 'm', $3)`,
        [eu.id, tipo, status],
      )
    await expect(insert('pedido_perdido', 'nao_lida')).rejects.toThrow(/notificacoes_tipo_check/)
    await expect(insert('pedido_criado', 'arquivada')).rejects.toThrow(/notificacoes_status_check/)
    // Every type the domain knows, and no other (the check constraint repeats the list).
    for (const tipo of TIPOS_NOTIFICACAO) await expect(insert(tipo, 'lida')).resolves.toBeDefined()
  })
})
