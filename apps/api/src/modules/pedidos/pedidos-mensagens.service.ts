// The order's thread between its buyer and its seller: read by both (and by an operator, read-only,
// once the order is disputed), written by both at any status. The recipient is told of the first
// unread message of a run only: in the panel and by e-mail, with the link to the order.
import type { MensagemBody, MensagensQuery, MensagensResponse } from '@recria/domain/mensagem'
import { MENSAGEM_MSG, MENSAGEM_TRECHO_EMAIL, MENSAGENS_POR_PAGINA } from '@recria/domain/mensagem'
import { type Lado, NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import { PEDIDO_MSG } from '@recria/domain/pedido'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import { linkDoPedido, pedidoEmail } from './pedidos-emails.ts'
import { partesDoPedido, semPermissaoNoPedido } from './pedidos-lado.ts'
import { type MensagemRow, pedidosMensagensRepository as repo } from './pedidos-mensagens.repository.ts'

/** Whether the order has a dispute: the refunds module answers it. */
export type TemDisputa = (db: Executor, idPedido: number) => Promise<boolean>

const toMensagem = (m: MensagemRow) => ({
  id_mensagem: m.id_mensagem,
  id_pedido: m.id_pedido,
  autor: m.autor,
  texto: m.texto,
  criada_em: m.criada_em.toISOString(),
  lida_em: m.lida_em === null ? null : m.lida_em.toISOString(),
})

/** The text as the e-mail repeats it: at most MENSAGEM_TRECHO_EMAIL characters. */
const trecho = (texto: string) =>
  texto.length > MENSAGEM_TRECHO_EMAIL ? `${texto.slice(0, MENSAGEM_TRECHO_EMAIL).trimEnd()}…` : texto

export type PedidosMensagensService = ReturnType<typeof createPedidosMensagensService>

export function createPedidosMensagensService(
  deps: Pick<Deps, 'db' | 'config' | 'mail'>,
  { notificacoes, temDisputa }: { notificacoes: NotificacoesService; temDisputa: TemDisputa },
) {
  const { db } = deps

  /** The reader's side, or null for an operator reading a disputed order; 403 for anyone else. */
  async function leitor(idPedido: number, user: SessionUser): Promise<Lado | null> {
    const { lado } = await partesDoPedido(db, idPedido, user)
    if (lado) return lado
    if (user.perfis.includes('administrador') && (await temDisputa(db, idPedido))) return null
    throw semPermissaoNoPedido()
  }

  return {
    /** GET /pedidos/{id}/mensagens: a page, oldest first; the other side's messages become read. */
    async ler(idPedido: number, user: SessionUser, query: MensagensQuery): Promise<MensagensResponse> {
      const lado = await leitor(idPedido, user)
      if (lado) await repo.marcarLidas(db, idPedido, user.id_usuario)
      const limit = query.limit ?? MENSAGENS_POR_PAGINA
      const rows = await repo.pagina(db, idPedido, query.antes, limit)
      const pagina = rows.slice(0, limit)
      const maisAntiga = pagina.at(-1)
      return {
        itens: pagina.reverse().map(toMensagem),
        antes: rows.length > limit && maisAntiga ? maisAntiga.id_mensagem : null,
        pode_escrever: lado !== null,
      }
    },

    /** POST /pedidos/{id}/mensagens: the buyer or the seller, at any status. */
    async enviar(idPedido: number, user: SessionUser, { texto }: MensagemBody) {
      const lado = await leitor(idPedido, user)
      if (!lado) throw new Forbidden(MENSAGEM_MSG.operadorSomenteLeitura)
      const para: Lado = lado === 'comprador' ? 'vendedor' : 'comprador'
      const row = await db.transaction(async (tx) => {
        const p = await repo.travarPartes(tx, idPedido)
        if (!p) throw new NotFound(PEDIDO_MSG.naoEncontrado)
        const primeiraDaVez = !(await repo.temNaoLidas(tx, idPedido, user.id_usuario))
        const nova = await repo.inserir(tx, { id_pedido: idPedido, id_autor: user.id_usuario, texto })
        if (primeiraDaVez) {
          const autor = lado === 'comprador' ? p.comprador : p.vendedor
          const [idPara, email, nome] =
            para === 'comprador'
              ? [p.id_comprador, p.email_comprador, p.comprador]
              : [p.id_vendedor, p.email_vendedor, p.vendedor]
          const aviso = NOTIFICACAO_TEXTOS.mensagem_recebida({ id_pedido: idPedido, outraParte: autor })
          await notificacoes.notificar(tx, {
            id_usuario: idPara,
            tipo: 'mensagem_recebida',
            ...aviso,
            id_pedido: idPedido,
            dados_adicionais: { id_pedido: idPedido, pedidoId: idPedido, id_mensagem: nova.id_mensagem },
          })
          const link = linkDoPedido(deps.config.publicUrl, para, idPedido)
          const textoEmail = { ...aviso, mensagem: `${aviso.mensagem}\n\n“${trecho(texto)}”` }
          await deps.mail(pedidoEmail(email, nome, textoEmail, link), tx)
        }
        return { ...nova, autor: { id_usuario: user.id_usuario, nome: user.usuario.nome } }
      })
      return toMensagem(row)
    },
  }
}
