// Test data for the listing tests, written straight to the tables: these tests must not depend on the
// raw-material, product and conversion routes (other modules), only on the rows they leave behind.
import type { InjectOptions } from 'fastify'
import { comRetirada, signUp } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { conexoesRepository } from '../mercadopago/conexoes.repository.ts'

export type Seller = Awaited<ReturnType<typeof signUp>> & { id: number }

let mpUserSequence = 0

export function anuncioFixtures(t: TestApp) {
  const one = async <T>(text: string, values: unknown[]) => {
    const { rows } = await t.pool.query(text, values)
    return rows[0] as T
  }

  /**
   * A seller signed in; connected to Mercado Pago (a conexoes_mercadopago row) and with pickup as
   * their delivery setting (publishing needs a delivery mode; pickup adds no fee) unless told not to.
   */
  async function seller({ conectado = true, entrega = true } = {}): Promise<Seller> {
    const s = await signUp(t.app, { perfil: 'vendedor' })
    const id = s.usuario.id_usuario as number
    if (conectado) await connect(id)
    if (entrega) await comRetirada(t.app, s)
    return { ...s, id }
  }

  async function connect(idUsuario: number) {
    await conexoesRepository.upsert(t.db, {
      id_usuario: idUsuario,
      mp_user_id: ++mpUserSequence,
      access_token_cifrado: 'nao-usado-nestes-testes',
      refresh_token_cifrado: 'nao-usado-nestes-testes',
      expira_em: new Date(Date.now() + 180 * 86_400_000),
    })
  }

  async function materia(idVendedor: number, unidade = 'quilograma', nome = 'Garrafa PET') {
    const row = await one<{ id: number }>(
      `insert into materias_primas (id_usuario_vendedor, nome_materia_prima, descricao, unidade_medida)
       values ($1, $2, 'Material reciclável limpo', $3) returning id_materia_prima as id`,
      [idVendedor, nome, unidade],
    )
    return row.id
  }

  async function produto(
    idVendedor: number,
    materias: number[],
    { preco_centavos = 10_000, nome = 'Luminária de garrafa', status = 'ativo' } = {},
  ) {
    const row = await one<{ id: number }>(
      `insert into produtos (id_usuario_vendedor, nome, descricao, preco_centavos, status_produto, imagem)
       values ($1, $2, 'Feita à mão com material reciclado', $3, $4, '/api/arquivos/produtos/x.webp')
       returning id_produto as id`,
      [idVendedor, nome, preco_centavos, status],
    )
    for (const idMateria of materias)
      await t.pool.query('insert into produto_materias_primas values ($1, $2)', [row.id, idMateria])
    return row.id
  }

  async function conversao(idVendedor: number, idMateria: number, valor = '2.50', status = 'ativa') {
    const row = await one<{ id: number }>(
      `insert into conversoes (id_usuario_vendedor, id_materia_prima, valor_multiplicavel, status_conversao)
       values ($1, $2, $3, $4) returning id_conversao as id`,
      [idVendedor, idMateria, valor, status],
    )
    return row.id
  }

  /** A product of R$ 100,00 made of PET (kg) with an active conversion of 2.5 credits per real. */
  async function catalogo(
    idVendedor: number,
    opts: { unidade?: string; valor?: string; preco?: number } = {},
  ) {
    const idMateria = await materia(idVendedor, opts.unidade ?? 'quilograma')
    const idProduto = await produto(idVendedor, [idMateria], { preco_centavos: opts.preco ?? 10_000 })
    const idConversao = await conversao(idVendedor, idMateria, opts.valor ?? '2.50')
    return { idMateria, idProduto, idConversao }
  }

  const call = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    })

  /** A listing created through the API (the seller must be connected). */
  async function anuncio(s: Seller, body: Record<string, unknown>) {
    const res = await call('POST', '/anuncios', s.cookie, { descricao: 'Anúncio de teste', ...body })
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
    return res.json()
  }

  const row = (idAnuncio: number) =>
    one<Record<string, unknown> | undefined>('select * from anuncios where id_anuncio = $1', [idAnuncio])

  return { seller, connect, materia, produto, conversao, catalogo, call, anuncio, row, one }
}
