// Who may review a product and edit a review (decision 019): the buyer it was delivered to, once; the
// author alone. The repository and the notifications faked (the database side is avaliacoes*.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao, TX } from '../../../test/unidade.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.service.ts'
import { type AvaliacoesRepo, createAvaliacoesService } from './avaliacoes.service.ts'
import type { AvaliacaoRow } from './avaliacoes-consulta.repository.ts'

const COMPRADOR = 10
const VENDEDOR = 20
const PRODUTO = 70
const PEDIDO = 300
const AVALIACAO = 800

const nova = { id_produto: PRODUTO, nota: 4, comentario: 'Bonita e resistente.' }

function linha(campos: Partial<AvaliacaoRow> = {}): AvaliacaoRow {
  return {
    id_avaliacao: AVALIACAO,
    id_produto: PRODUTO,
    nota: 4,
    comentario: 'Bonita e resistente.',
    data_criacao: new Date('2026-05-10T15:00:00.000Z'),
    data_atualizacao: new Date('2026-05-10T15:00:00.000Z'),
    id_pedido: PEDIDO,
    valor_total_centavos: 4_590,
    comprador_id: COMPRADOR,
    comprador_nome: 'Ana Souza',
    comprador_foto: null,
    vendedor_id: VENDEDOR,
    vendedor_nome: 'Ateliê Bruno',
    produto_nome: 'Vaso de garrafa PET',
    produto_imagem: null,
    produto_preco_centavos: 4_590,
    produto_categoria: null,
    itens: [],
    ...campos,
  }
}

function montar(
  o: {
    produto?: boolean
    entregue?: boolean
    inserida?: number | null | Error
    idDoComprador?: number | null
    autor?: number | null
    atualizou?: boolean
  } = {},
) {
  const db = dbFalso()
  const repo: AvaliacoesRepo = {
    produto: vi.fn(async () =>
      o.produto === false ? null : { id_produto: PRODUTO, id_usuario_vendedor: VENDEDOR },
    ),
    pedidoEntregue: vi.fn(async () =>
      o.entregue === false ? null : { id_pedido: PEDIDO, id_usuario_vendedor: VENDEDOR },
    ),
    idDoComprador: vi.fn(async () => o.idDoComprador ?? null),
    autor: vi.fn(async () => (o.autor === undefined ? COMPRADOR : o.autor)),
    inserir: vi.fn(async () => {
      if (o.inserida instanceof Error) throw o.inserida
      return o.inserida === undefined ? AVALIACAO : o.inserida
    }),
    atualizar: vi.fn(async () => o.atualizou ?? true),
    porId: vi.fn(async () => linha()),
  }
  const notificacoes = { notificar: vi.fn(async () => ({})) }
  const service = createAvaliacoesService(
    { db: comoDb(db) },
    { notificacoes: falso<NotificacoesService>(notificacoes as unknown as Partial<NotificacoesService>) },
    repo,
  )
  return { service, repo, notificacoes }
}

describe('criar', () => {
  it('the buyer the product was delivered to reviews it; the seller is told in the same transaction', async () => {
    const t = montar()
    const resposta = await t.service.criar(sessao(COMPRADOR, 'Ana Souza'), nova)
    expect(resposta).toMatchObject({
      sucesso: true,
      mensagem: 'Avaliação enviada com sucesso!',
      dados: { avaliacao: { id_avaliacao: AVALIACAO, nota: 4, pedido: { id_pedido: PEDIDO } } },
    })
    expect(t.repo.inserir).toHaveBeenCalledWith(TX, {
      id_produto: PRODUTO,
      id_pedido: PEDIDO,
      id_usuario_comprador: COMPRADOR,
      id_usuario_vendedor: VENDEDOR,
      nota: 4,
      comentario: 'Bonita e resistente.',
    })
    expect(t.notificacoes.notificar).toHaveBeenCalledWith(TX, {
      id_usuario: VENDEDOR,
      tipo: 'avaliacao_recebida',
      titulo: 'Nova avaliação',
      mensagem: expect.stringMatching(/^Ana Souza avaliou o pedido /),
      id_pedido: PEDIDO,
      dados_adicionais: { id_avaliacao: AVALIACAO, id_produto: PRODUTO, nota: 4 },
    })
  })

  it('refuses someone the product was not delivered to', async () => {
    const t = montar({ entregue: false })
    await expect(t.service.criar(sessao(COMPRADOR), nova)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Só quem comprou e recebeu este produto pode avaliá-lo.',
    })
    expect(t.repo.inserir).not.toHaveBeenCalled()
    expect(t.notificacoes.notificar).not.toHaveBeenCalled()
  })

  it('answers an unknown product with 404', async () => {
    const t = montar({ produto: false })
    await expect(t.service.criar(sessao(COMPRADOR), nova)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Produto não encontrado.',
    })
  })

  it('reviews once: a second review, skipped or racing past the check, is refused', async () => {
    const pulada = montar({ inserida: null })
    await expect(pulada.service.criar(sessao(COMPRADOR), nova)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Você já avaliou este produto. Edite a sua avaliação.',
    })
    expect(pulada.notificacoes.notificar).not.toHaveBeenCalled()
    const corrida = montar({ inserida: Object.assign(new Error('unique'), { code: '23505' }) })
    await expect(corrida.service.criar(sessao(COMPRADOR), nova)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Você já avaliou este produto. Edite a sua avaliação.',
    })
  })
})

describe('atualizar', () => {
  it('the author edits the review', async () => {
    const t = montar()
    const resposta = await t.service.atualizar(sessao(COMPRADOR), AVALIACAO, {
      nota: 5,
      comentario: 'Melhor ainda.',
    })
    expect(resposta).toMatchObject({ sucesso: true, mensagem: 'Avaliação atualizada com sucesso!' })
    expect(t.repo.atualizar).toHaveBeenCalledWith(expect.anything(), AVALIACAO, COMPRADOR, 5, 'Melhor ainda.')
  })

  it('refuses anyone else, the seller included', async () => {
    const t = montar()
    await expect(
      t.service.atualizar(sessao(VENDEDOR), AVALIACAO, { nota: 1, comentario: 'Mudei a nota.' }),
    ).rejects.toMatchObject({ statusCode: 403, message: 'Você só pode editar as suas próprias avaliações.' })
    expect(t.repo.atualizar).not.toHaveBeenCalled()
  })

  it('answers an unknown review, and one gone before the edit, with 404', async () => {
    const desconhecida = montar({ autor: null })
    await expect(
      desconhecida.service.atualizar(sessao(COMPRADOR), AVALIACAO, { nota: 5, comentario: 'Melhor ainda.' }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Avaliação não encontrada.' })
    const sumiu = montar({ atualizou: false })
    await expect(
      sumiu.service.atualizar(sessao(COMPRADOR), AVALIACAO, { nota: 5, comentario: 'Melhor ainda.' }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Avaliação não encontrada.' })
  })
})

describe('podeAvaliar', () => {
  it('a buyer it was delivered to may review it', async () => {
    const t = montar()
    await expect(t.service.podeAvaliar(sessao(COMPRADOR), PRODUTO)).resolves.toEqual({
      sucesso: true,
      dados: { podeAvaliar: true, comprouProduto: true, avaliacao: null },
    })
  })

  it('someone it was not delivered to may not, and is told why', async () => {
    const t = montar({ entregue: false })
    await expect(t.service.podeAvaliar(sessao(COMPRADOR), PRODUTO)).resolves.toEqual({
      sucesso: true,
      mensagem: 'Só quem comprou e recebeu este produto pode avaliá-lo.',
      dados: { podeAvaliar: false, comprouProduto: false, avaliacao: null },
    })
  })

  it('the author of a review may still edit it, even when the order no longer counts as delivered', async () => {
    const t = montar({ entregue: false, idDoComprador: AVALIACAO })
    const resposta = await t.service.podeAvaliar(sessao(COMPRADOR), PRODUTO)
    expect(resposta).not.toHaveProperty('mensagem')
    expect(resposta.dados).toMatchObject({
      podeAvaliar: true,
      comprouProduto: false,
      avaliacao: { id_avaliacao: AVALIACAO },
    })
  })
})
