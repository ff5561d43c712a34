// The order's thread (GET/POST /pedidos/{id}/mensagens): its buyer and its seller read and write it at
// any status, an operator reads it only once the order is disputed and never writes; the recipient
// hears of the first unread message of a run only (panel and e-mail); the lists count the unread ones.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { createCipher, tokenKey } from '../../lib/crypto.ts'
import { type Pessoa, pedidosFixtures } from './pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let comprador: Pessoa
let vendedor: Pessoa
let outroComprador: Pessoa
let outroVendedor: Pessoa
let operador: Pessoa

beforeAll(async () => {
  // Orders, payments and disputes planted in SQL: not a flow the reconciliation could judge.
  t = await createTestApp({ MENSAGEM_RATE_LIMIT_MAX: '100' }, { reconcile: false })
  f = pedidosFixtures(t)
  comprador = await f.pessoa('comprador', 'Bruna Compradora')
  vendedor = await f.pessoa('vendedor', 'Ateliê Vidro Vivo')
  outroComprador = await f.pessoa('comprador')
  outroVendedor = await f.pessoa('vendedor')
  const op = await signUpOperator(t)
  operador = { id: op.usuario.id_usuario, cookie: op.cookie }
})
afterAll(() => t?.close())

const novoPedido = (status = 'pagamento_aprovado') =>
  f.pedido({ comprador: comprador.id, vendedor: vendedor.id, status, itens: ['Vaso de vidro'] })

const ler = (id: number | string, quem?: Pessoa, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/pedidos/${id}/mensagens${query && `?${query}`}`,
    headers: quem ? { cookie: quem.cookie } : {},
  })

const enviar = (id: number | string, quem: Pessoa | undefined, payload: unknown = { texto: 'Olá!' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${id}/mensagens`,
    headers: quem ? { cookie: quem.cookie } : {},
    payload: payload as Record<string, unknown>,
  })

const quadro = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]

async function estado() {
  const { rows } = await t.pool.query(
    `select (select count(*) from mensagens_pedido)::int as mensagens,
            (select count(*) from mensagens_pedido where lida_em is not null)::int as lidas,
            (select count(*) from notificacoes)::int as notificacoes,
            (select count(*) from pgboss.job where name = 'email')::int as emails`,
  )
  return rows[0]
}

async function notificacoesDe(idUsuario: number, idPedido: number) {
  const { rows } = await t.pool.query(
    `select tipo, titulo, mensagem, id_pedido, dados_adicionais from notificacoes
     where id_usuario = $1 and id_pedido = $2 and tipo = 'mensagem_recebida' order by id_notificacao`,
    [idUsuario, idPedido],
  )
  return rows
}

async function emailsPara(email: string) {
  const { rows } = await t.pool.query(`select data from pgboss.job where name = 'email' order by created_on`)
  return rows
    .map(
      (r) =>
        JSON.parse(createCipher(tokenKey(t.config)).decrypt(r.data.mensagem)) as {
          to: string
          subject: string
          text: string
        },
    )
    .filter((m) => m.to === email)
}

async function emailDe(idUsuario: number) {
  const { rows } = await t.pool.query('select email from usuarios where id_usuario = $1', [idUsuario])
  return rows[0].email as string
}

async function disputar(idPedido: number) {
  await t.pool.query(
    `with pg as (
       insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos, data_criacao, data_atualizacao_mp)
       values ($1, $3, 990000 + $1, 'approved', 1000, now(), now()) returning id_pagamento),
     re as (
       insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
         descricao_motivo, valor_solicitado_centavos, status, resposta_vendedor, data_resposta)
       select id_pagamento, $1, $2, $3, 'defective_product', 'Chegou quebrado.', 1000, 'rejected', 'Chegou inteiro.', now()
       from pg returning id_reembolso)
     insert into disputas (id_reembolso, id_pedido, id_usuario_comprador, id_usuario_vendedor, descricao)
     select id_reembolso, $1, $2, $3, 'O vaso chegou quebrado, tenho fotos.' from re`,
    [idPedido, comprador.id, vendedor.id],
  )
}

describe('who reads and writes the thread', () => {
  it('a visitor gets 401; another buyer, another seller and an operator without a dispute get 403; nothing changes', async () => {
    const id = await novoPedido()
    expect((await enviar(id, comprador, { texto: 'Qual o tamanho?' })).statusCode).toBe(201)
    const antes = await estado()
    const visitante = [401, 'Você precisa estar logado para acessar este recurso.']
    expect(quadro(await ler(id))).toEqual(visitante)
    expect(quadro(await enviar(id, undefined))).toEqual(visitante)
    const proibido = [403, 'Você não tem permissão para acessar este pedido.']
    for (const estranho of [outroComprador, outroVendedor, operador]) {
      expect(quadro(await ler(id, estranho))).toEqual(proibido)
      expect(quadro(await enviar(id, estranho))).toEqual(proibido)
    }
    expect(await estado()).toEqual(antes)
  })

  it('hostile ids are 400 for everyone, an unknown order 404, nothing changes', async () => {
    const antes = await estado()
    for (const id of ['1e0', '01', '-1', 'abc', '2147483648']) {
      expect(quadro(await ler(id, comprador))).toEqual([400, 'Identificador inválido.'])
      expect(quadro(await enviar(id, comprador))).toEqual([400, 'Identificador inválido.'])
    }
    expect(quadro(await ler(999_999, comprador))).toEqual([404, 'Pedido não encontrado.'])
    expect(quadro(await enviar(999_999, comprador))).toEqual([404, 'Pedido não encontrado.'])
    expect(await estado()).toEqual(antes)
  })

  it('an operator reads a disputed order without marking it read, and may not write', async () => {
    const id = await novoPedido('entregue')
    await enviar(id, comprador, { texto: 'O vaso chegou trincado.' })
    await disputar(id)
    const res = await ler(id, operador)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      itens: [
        {
          texto: 'O vaso chegou trincado.',
          autor: { id_usuario: comprador.id, nome: 'Bruna Compradora' },
          lida_em: null,
        },
      ],
      antes: null,
      pode_escrever: false,
    })
    const antes = await estado()
    expect(quadro(await enviar(id, operador, { texto: 'Somos a equipe.' }))).toEqual([
      403,
      'A equipe da Recria apenas lê as mensagens de um pedido em disputa.',
    ])
    expect(await estado()).toEqual(antes)
  })

  it('both sides write at any status, also after delivery and after a cancellation', async () => {
    for (const status of ['pagamento_pendente', 'entregue', 'cancelado', 'reembolsado']) {
      const id = await novoPedido(status)
      expect((await enviar(id, comprador, { texto: 'Sobre o reembolso…' })).statusCode).toBe(201)
      expect((await enviar(id, vendedor, { texto: 'Claro, vamos resolver.' })).statusCode).toBe(201)
    }
  })
})

describe('POST /pedidos/{id}/mensagens', () => {
  it('answers the message, trimmed, with its author', async () => {
    const id = await novoPedido()
    const res = await enviar(id, comprador, { texto: '  Pode ser 20 cm de altura?  ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      id_pedido: id,
      texto: 'Pode ser 20 cm de altura?',
      autor: { id_usuario: comprador.id, nome: 'Bruna Compradora' },
      lida_em: null,
    })
    const { rows } = await t.pool.query(
      'select id_autor, texto from mensagens_pedido where id_mensagem = $1',
      [res.json().id_mensagem],
    )
    expect(rows).toEqual([{ id_autor: comprador.id, texto: 'Pode ser 20 cm de altura?' }])
  })

  it('refuses an empty, blank, missing or too long text by name, nothing written', async () => {
    const id = await novoPedido()
    const antes = await estado()
    const vazia = [400, 'Escreva a mensagem.']
    expect(quadro(await enviar(id, comprador, { texto: '' }))).toEqual(vazia)
    expect(quadro(await enviar(id, comprador, { texto: '   \n ' }))).toEqual(vazia)
    expect(quadro(await enviar(id, comprador, {}))).toEqual(vazia)
    expect(quadro(await enviar(id, comprador, { texto: 42 }))).toEqual(vazia)
    expect(quadro(await enviar(id, comprador, { texto: 'a'.repeat(1001) }))).toEqual([
      400,
      'A mensagem deve ter no máximo 1000 caracteres.',
    ])
    expect(await estado()).toEqual(antes)
    expect((await enviar(id, comprador, { texto: `  ${'a'.repeat(1000)}  ` })).statusCode).toBe(201)
  })
})

describe('telling the recipient', () => {
  it('one notification and one e-mail for a run of unread messages; once read, the next run tells again', async () => {
    // A pair of their own: the e-mails of the other tests' orders go to the same addresses.
    const comprador = await f.pessoa('comprador', 'Bruna Compradora')
    const vendedor = await f.pessoa('vendedor', 'Ateliê Vidro Vivo')
    const id = await f.pedido({ comprador: comprador.id, vendedor: vendedor.id, status: 'confirmado' })
    const emailVendedor = await emailDe(vendedor.id)
    const longo = `Preciso de um vaso azul ${'bem bonito '.repeat(30)}`
    for (const texto of [longo, 'Segunda mensagem', 'Terceira mensagem']) {
      expect((await enviar(id, comprador, { texto })).statusCode).toBe(201)
    }
    expect(await notificacoesDe(vendedor.id, id)).toEqual([
      {
        tipo: 'mensagem_recebida',
        titulo: 'Nova mensagem',
        mensagem: `Bruna Compradora enviou uma mensagem sobre o pedido #${id}.`,
        id_pedido: id,
        dados_adicionais: expect.objectContaining({ id_pedido: id, pedidoId: id }),
      },
    ])
    const emails = await emailsPara(emailVendedor)
    expect(emails).toHaveLength(1)
    const email = emails[0] as { subject: string; text: string }
    expect(email.subject).toBe('Recria — Nova mensagem')
    expect(email.text).toContain(`Bruna Compradora enviou uma mensagem sobre o pedido #${id}.`)
    expect(email.text).toContain(`${t.config.publicUrl}/pedido/detalhes/${id}`)
    expect(email.text).toContain(`${longo.slice(0, 200).trimEnd()}…`)
    expect(email.text).not.toContain(longo.slice(0, 201))
    expect(await notificacoesDe(comprador.id, id)).toEqual([])

    // The seller answers before reading: the buyer hears of it once.
    await enviar(id, vendedor, { texto: 'Pode sim!' })
    expect(await notificacoesDe(comprador.id, id)).toHaveLength(1)
    expect(await emailsPara(await emailDe(comprador.id))).toHaveLength(1)

    // The seller reads; the buyer's next message starts a new run.
    expect((await ler(id, vendedor)).statusCode).toBe(200)
    await enviar(id, comprador, { texto: 'Obrigada!' })
    expect(await notificacoesDe(vendedor.id, id)).toHaveLength(2)
    const [, segundo] = await emailsPara(emailVendedor)
    expect(segundo?.text).toContain('Obrigada!')
    expect(await emailsPara(emailVendedor)).toHaveLength(2)
  })
})

describe('reading', () => {
  it("opening the thread marks the other side's messages read for the reader, never the reader's own", async () => {
    const id = await novoPedido()
    const { id_mensagem: doComprador } = (await enviar(id, comprador, { texto: 'Oi' })).json()
    const { id_mensagem: doVendedor } = (await enviar(id, vendedor, { texto: 'Olá' })).json()
    const lidas = async () =>
      (
        await t.pool.query(
          'select id_mensagem from mensagens_pedido where id_pedido = $1 and lida_em is not null',
          [id],
        )
      ).rows.map((r) => r.id_mensagem)
    expect(await lidas()).toEqual([])
    const res = await ler(id, vendedor)
    expect(res.json().itens.map((m: { id_mensagem: number }) => m.id_mensagem)).toEqual([
      doComprador,
      doVendedor,
    ])
    expect(res.json().pode_escrever).toBe(true)
    expect(await lidas()).toEqual([doComprador])
    await ler(id, comprador)
    expect((await lidas()).sort()).toEqual([doComprador, doVendedor].sort())
  })

  it('pages newest first with a cursor, each page oldest first', async () => {
    const id = await novoPedido()
    const ids: number[] = []
    for (let i = 1; i <= 7; i++)
      ids.push((await enviar(id, i % 2 ? comprador : vendedor, { texto: `m${i}` })).json().id_mensagem)
    const p1 = (await ler(id, comprador, 'limit=3')).json()
    expect(p1.itens.map((m: { texto: string }) => m.texto)).toEqual(['m5', 'm6', 'm7'])
    expect(p1.antes).toBe(ids[4])
    const p2 = (await ler(id, comprador, `limit=3&antes=${p1.antes}`)).json()
    expect(p2.itens.map((m: { texto: string }) => m.texto)).toEqual(['m2', 'm3', 'm4'])
    const p3 = (await ler(id, comprador, `limit=3&antes=${p2.antes}`)).json()
    expect(p3.itens.map((m: { texto: string }) => m.texto)).toEqual(['m1'])
    expect(p3.antes).toBeNull()
    expect(quadro(await ler(id, comprador, 'antes=1e0'))).toEqual([
      400,
      'O parâmetro antes deve ser o número de uma mensagem.',
    ])
    expect(quadro(await ler(id, comprador, 'limit=0'))[0]).toBe(400)
    expect(quadro(await ler(id, comprador, 'limit=101'))[0]).toBe(400)
  })

  it('reads 50 messages with as many queries as 2', async () => {
    const contar = async (id: number) => {
      const spy = vi.spyOn(pg.Client.prototype, 'query')
      try {
        const res = await ler(id, vendedor, 'limit=100')
        expect(res.statusCode).toBe(200)
        // Only the statements on what the read touches (the thread, its authors, the order, the session):
        // the in-process simulator and the job queue poll their own tables meanwhile. A query per
        // message would be on the thread or its authors, so it is counted.
        const texto = (c: unknown[]) => String((c[0] as { text?: string })?.text ?? c[0])
        const daLeitura = /mensagens_pedido|usuarios|pedidos|sess/
        const consultas = spy.mock.calls.filter((c) => daLeitura.test(texto(c))).length
        return { consultas, mensagens: res.json().itens.length }
      } finally {
        spy.mockRestore()
      }
    }
    const poucas = await novoPedido()
    const muitas = await novoPedido()
    for (let i = 0; i < 2; i++) await enviar(poucas, comprador, { texto: `m${i}` })
    await t.pool.query(
      `insert into mensagens_pedido (id_pedido, id_autor, texto) select $1, $2, 'm' || g from generate_series(1, 50) g`,
      [muitas, comprador.id],
    )
    const a = await contar(poucas)
    const b = await contar(muitas)
    expect([a.mensagens, b.mensagens]).toEqual([2, 50])
    expect(a.consultas).toBeGreaterThan(0)
    expect(b.consultas).toBe(a.consultas)
  })
})

describe('unread counts in the orders lists', () => {
  it("each card counts the other side's unread messages for the reader", async () => {
    const id = await novoPedido()
    const outro = await novoPedido()
    await enviar(id, comprador, { texto: 'Um' })
    await enviar(id, comprador, { texto: 'Dois' })
    await enviar(id, vendedor, { texto: 'Três' })
    const cartao = async (lado: 'vendedor' | 'comprador', quem: Pessoa, idPedido: number) => {
      const res = await f.listar(lado, quem, 'limit=100')
      return res.json().itens.find((p: { id_pedido: number }) => p.id_pedido === idPedido).mensagens_nao_lidas
    }
    expect(await cartao('vendedor', vendedor, id)).toBe(2)
    expect(await cartao('comprador', comprador, id)).toBe(1)
    expect(await cartao('vendedor', vendedor, outro)).toBe(0)
    await ler(id, vendedor)
    expect(await cartao('vendedor', vendedor, id)).toBe(0)
    expect(await cartao('comprador', comprador, id)).toBe(1)
  })
})

describe('the LGPD export', () => {
  it("holds the user's messages, written and received, with the order and the author's id and name only", async () => {
    const a = await f.pessoa('comprador', 'Carla Exporta')
    const b = await f.pessoa('vendedor', 'Loja Recebe')
    const id = await f.pedido({ comprador: a.id, vendedor: b.id, status: 'confirmado' })
    const minha = (await enviar(id, a, { texto: 'Pode embrulhar para presente?' })).json()
    const recebida = (await enviar(id, b, { texto: 'Posso sim.' })).json()
    const exportar = async (quem: Pessoa) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/usuarios/${quem.id}/dados`,
        headers: { cookie: quem.cookie },
      })
      expect(res.statusCode).toBe(200)
      return res.json().mensagens
    }
    expect(await exportar(a)).toEqual([
      {
        id_mensagem: minha.id_mensagem,
        id_pedido: id,
        autor: { id_usuario: a.id, nome: 'Carla Exporta' },
        texto: 'Pode embrulhar para presente?',
        criada_em: expect.any(String),
        lida_em: null,
      },
      {
        id_mensagem: recebida.id_mensagem,
        id_pedido: id,
        autor: { id_usuario: b.id, nome: 'Loja Recebe' },
        texto: 'Posso sim.',
        criada_em: expect.any(String),
        lida_em: null,
      },
    ])
    expect(await exportar(b)).toHaveLength(2)
    expect(await exportar(outroComprador)).toEqual([])
  })
})
