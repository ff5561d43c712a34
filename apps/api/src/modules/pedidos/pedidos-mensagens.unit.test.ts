// The order's thread: who reads it (its two sides; an operator, read-only, once the order is disputed),
// who writes, and that the recipient is told of the first unread message of a run only, in the panel
// and by e-mail. The repository, the notifications and the mail faked (the database side is
// pedidos-mensagens*.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao, TX } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.service.ts'
import type { PartesDoPedido } from './pedidos.repository.ts'
import type { MensagemRow } from './pedidos-mensagens.repository.ts'
import { createPedidosMensagensService, type PedidosMensagensRepo } from './pedidos-mensagens.service.ts'

const COMPRADOR = 10
const VENDEDOR = 20
const OPERADOR = 1
const OUTRO = 30
const PEDIDO = 300

const operador = (): SessionUser =>
  ({ ...sessao(OPERADOR), perfis: ['administrador'] }) as unknown as SessionUser

const mensagem = (id: number, autor = COMPRADOR): MensagemRow => ({
  id_mensagem: id,
  id_pedido: PEDIDO,
  autor: { id_usuario: autor, nome: autor === COMPRADOR ? 'Ana Souza' : 'Ateliê Bruno' },
  texto: `mensagem ${id}`,
  criada_em: new Date(Date.UTC(2026, 4, 10, 12, id)),
  lida_em: null,
})

function montar(o: { disputa?: boolean; naoLidas?: boolean; pedido?: boolean; pagina?: MensagemRow[] } = {}) {
  const db = dbFalso()
  const repo: PedidosMensagensRepo = {
    partesDoPedido: vi.fn(async (_db, _id, user: SessionUser) => ({
      partes: { id_usuario_comprador: COMPRADOR, id_usuario_vendedor: VENDEDOR } as PartesDoPedido,
      lado:
        user.id_usuario === COMPRADOR
          ? ('comprador' as const)
          : user.id_usuario === VENDEDOR
            ? ('vendedor' as const)
            : null,
    })),
    pagina: vi.fn(async () => o.pagina ?? []) as unknown as PedidosMensagensRepo['pagina'],
    marcarLidas: vi.fn(async () => 0),
    travarPartes: vi.fn(async () =>
      o.pedido === false
        ? null
        : {
            id_pedido: PEDIDO,
            id_comprador: COMPRADOR,
            comprador: 'Ana Souza',
            email_comprador: 'ana@exemplo.com.br',
            id_vendedor: VENDEDOR,
            vendedor: 'Ateliê Bruno',
            email_vendedor: 'bruno@exemplo.com.br',
          },
    ),
    temNaoLidas: vi.fn(async () => o.naoLidas ?? false),
    inserir: vi.fn(async (_tx, nova) => ({ ...mensagem(900), ...nova })),
  }
  const notificacoes = { notificar: vi.fn(async () => ({})) }
  const mail = vi.fn(async () => {})
  const temDisputa = vi.fn(async () => o.disputa ?? false)
  const service = createPedidosMensagensService(
    {
      db: comoDb(db),
      config: { publicUrl: 'https://recria.example' } as Deps['config'],
      mail: mail as unknown as Deps['mail'],
    },
    {
      notificacoes: falso<NotificacoesService>(notificacoes as unknown as Partial<NotificacoesService>),
      temDisputa,
    },
    repo,
  )
  return { service, repo, notificacoes, mail, temDisputa }
}

describe('ler', () => {
  it('a side reads a page oldest first, the other side’s messages become read, and it may write', async () => {
    const t = montar({ pagina: [mensagem(5), mensagem(4, VENDEDOR), mensagem(3)] })
    const resposta = await t.service.ler(PEDIDO, sessao(VENDEDOR), { limit: 2 })
    expect(resposta.itens.map((m) => m.id_mensagem)).toEqual([4, 5])
    expect(resposta.antes).toBe(4)
    expect(resposta.pode_escrever).toBe(true)
    expect(t.repo.marcarLidas).toHaveBeenCalledWith(expect.anything(), PEDIDO, VENDEDOR)
  })

  it('the last page has no cursor', async () => {
    const t = montar({ pagina: [mensagem(2), mensagem(1)] })
    await expect(t.service.ler(PEDIDO, sessao(COMPRADOR), { limit: 2 })).resolves.toMatchObject({
      antes: null,
    })
  })

  it('an operator reads a disputed order without writing, and marks nothing read', async () => {
    const t = montar({ disputa: true })
    await expect(t.service.ler(PEDIDO, operador(), {})).resolves.toMatchObject({ pode_escrever: false })
    expect(t.repo.marcarLidas).not.toHaveBeenCalled()
  })

  it('refuses an operator on an order not disputed, and anyone else', async () => {
    for (const [user, disputa] of [
      [operador(), false],
      [sessao(OUTRO), true],
    ] as const) {
      const t = montar({ disputa })
      await expect(t.service.ler(PEDIDO, user, {})).rejects.toMatchObject({
        statusCode: 403,
        message: 'Você não tem permissão para acessar este pedido.',
      })
    }
  })
})

describe('enviar', () => {
  it('the first unread message of a run tells the other side, in the panel and by e-mail with a link', async () => {
    const t = montar()
    const resposta = await t.service.enviar(PEDIDO, sessao(COMPRADOR, 'Ana Souza'), {
      texto: 'Pode embrulhar?',
    })
    expect(resposta).toMatchObject({
      id_pedido: PEDIDO,
      texto: 'Pode embrulhar?',
      autor: { id_usuario: COMPRADOR, nome: 'Ana Souza' },
    })
    expect(t.repo.inserir).toHaveBeenCalledWith(TX, {
      id_pedido: PEDIDO,
      id_autor: COMPRADOR,
      texto: 'Pode embrulhar?',
    })
    expect(t.notificacoes.notificar).toHaveBeenCalledWith(TX, {
      id_usuario: VENDEDOR,
      tipo: 'mensagem_recebida',
      titulo: 'Nova mensagem',
      mensagem: expect.stringMatching(/^Ana Souza enviou uma mensagem sobre o pedido /),
      id_pedido: PEDIDO,
      dados_adicionais: { id_pedido: PEDIDO, pedidoId: PEDIDO, id_mensagem: 900 },
    })
    expect(t.mail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'bruno@exemplo.com.br',
        subject: 'Recria — Nova mensagem',
        text: expect.stringContaining(`Veja o pedido: https://recria.example/pedido/detalhes/${PEDIDO}`),
      }),
      TX,
    )
  })

  it('the seller’s message goes to the buyer’s page', async () => {
    const t = montar()
    await t.service.enviar(PEDIDO, sessao(VENDEDOR, 'Ateliê Bruno'), { texto: 'Sim!' })
    expect(t.notificacoes.notificar).toHaveBeenCalledWith(
      TX,
      expect.objectContaining({ id_usuario: COMPRADOR }),
    )
    expect(t.mail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'ana@exemplo.com.br',
        text: expect.stringContaining(`https://recria.example/pedido/detalhes-comprador/${PEDIDO}`),
      }),
      TX,
    )
  })

  it('while the author’s earlier messages are unread, the new one tells no one again', async () => {
    const t = montar({ naoLidas: true })
    await t.service.enviar(PEDIDO, sessao(COMPRADOR), { texto: 'Mais uma coisa.' })
    expect(t.repo.inserir).toHaveBeenCalledTimes(1)
    expect(t.notificacoes.notificar).not.toHaveBeenCalled()
    expect(t.mail).not.toHaveBeenCalled()
  })

  it('the e-mail repeats at most 200 characters of the text', async () => {
    const t = montar()
    await t.service.enviar(PEDIDO, sessao(COMPRADOR), { texto: `${'a'.repeat(200)}zzzz` })
    const [enviado] = t.mail.mock.calls[0] as unknown as [{ text: string }]
    expect(enviado.text).toContain(`“${'a'.repeat(200)}…”`)
    expect(enviado.text).not.toContain('zz')
  })

  it('an operator only reads, even a disputed order', async () => {
    const t = montar({ disputa: true })
    await expect(t.service.enviar(PEDIDO, operador(), { texto: 'Olá' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'A equipe da Recria apenas lê as mensagens de um pedido em disputa.',
    })
    expect(t.repo.inserir).not.toHaveBeenCalled()
  })
})
