// Writing a review (docs/product/avaliacoes.md; decision 019): only a buyer the product was delivered to,
// once per product, then edited by its author alone. The seller is told of a new review in the same
// transaction; the kept figures follow by the database's triggers.
import { AVALIACAO_MSG, type AvaliacaoCreate, type AvaliacaoUpdate } from '@recria/domain/avaliacao'
import { NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import { PRODUTO_MSG } from '@recria/domain/produto'
import type { Deps } from '../../deps.ts'
import { Conflict, Forbidden, NotFound, pgErrorCode } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import { toAvaliacao } from './avaliacoes.presenter.ts'
import { avaliacoesRepository as repo } from './avaliacoes.repository.ts'
import { avaliacoesConsultaRepository as consulta } from './avaliacoes-consulta.repository.ts'

const UNIQUE_VIOLATION = '23505'

export function createAvaliacoesService(
  { db }: Pick<Deps, 'db'>,
  { notificacoes }: { notificacoes: NotificacoesService },
) {
  async function lida(idAvaliacao: number) {
    const row = await consulta.porId(db, idAvaliacao)
    if (!row) throw new NotFound(AVALIACAO_MSG.naoEncontrada)
    return toAvaliacao(row)
  }

  const comprou = async (idUsuario: number, idProduto: number) =>
    (await repo.pedidoEntregue(db, idUsuario, idProduto)) !== null

  async function registrar(user: SessionUser, input: AvaliacaoCreate) {
    return db.transaction(async (tx) => {
      if (!(await repo.produto(tx, input.id_produto))) throw new NotFound(PRODUTO_MSG.naoEncontrado)
      const pedido = await repo.pedidoEntregue(tx, user.id_usuario, input.id_produto)
      if (!pedido) throw new Forbidden(AVALIACAO_MSG.naoRecebeu)
      const id = await repo.inserir(tx, {
        id_produto: input.id_produto,
        id_pedido: pedido.id_pedido,
        id_usuario_comprador: user.id_usuario,
        id_usuario_vendedor: pedido.id_usuario_vendedor,
        nota: input.nota,
        comentario: input.comentario,
      })
      if (id === null) throw new Conflict(AVALIACAO_MSG.jaAvaliou)
      await notificacoes.notificar(tx, {
        id_usuario: pedido.id_usuario_vendedor,
        tipo: 'avaliacao_recebida',
        ...NOTIFICACAO_TEXTOS.avaliacao_recebida({
          id_pedido: pedido.id_pedido,
          outraParte: user.usuario.nome,
          nota: input.nota,
        }),
        id_pedido: pedido.id_pedido,
        dados_adicionais: { id_avaliacao: id, id_produto: input.id_produto, nota: input.nota },
      })
      return id
    })
  }

  return {
    /** GET /avaliacoes/verificar-compra/{id_produto}: whether the product was delivered to the user. */
    async verificarCompra(user: SessionUser, idProduto: number) {
      return { sucesso: true as const, dados: { comprouProduto: await comprou(user.id_usuario, idProduto) } }
    },

    /** GET /avaliacoes/pode-avaliar/{id_produto}: the form may be sent (to create or edit), and the review. */
    async podeAvaliar(user: SessionUser, idProduto: number) {
      const [comprouProduto, idAvaliacao] = await Promise.all([
        comprou(user.id_usuario, idProduto),
        repo.idDoComprador(db, user.id_usuario, idProduto),
      ])
      const avaliacao = idAvaliacao === null ? null : await lida(idAvaliacao)
      return {
        sucesso: true as const,
        ...(!comprouProduto && !avaliacao && { mensagem: AVALIACAO_MSG.naoRecebeu }),
        dados: { podeAvaliar: comprouProduto || avaliacao !== null, comprouProduto, avaliacao },
      }
    },

    /** POST /avaliacoes */
    async criar(user: SessionUser, input: AvaliacaoCreate) {
      try {
        const id = await registrar(user, input)
        return {
          sucesso: true as const,
          mensagem: AVALIACAO_MSG.enviada,
          dados: { avaliacao: await lida(id) },
        }
      } catch (error) {
        // The insert skips a duplicate; this stays as a net for a twin racing past it.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(AVALIACAO_MSG.jaAvaliou)
        throw error
      }
    },

    /** PUT /avaliacoes/{id}: the author only. */
    async atualizar(user: SessionUser, idAvaliacao: number, input: AvaliacaoUpdate) {
      const autor = await repo.autor(db, idAvaliacao)
      if (autor === null) throw new NotFound(AVALIACAO_MSG.naoEncontrada)
      if (autor !== user.id_usuario) throw new Forbidden(AVALIACAO_MSG.deOutraPessoa)
      if (!(await repo.atualizar(db, idAvaliacao, user.id_usuario, input.nota, input.comentario)))
        throw new NotFound(AVALIACAO_MSG.naoEncontrada)
      return {
        sucesso: true as const,
        mensagem: AVALIACAO_MSG.atualizada,
        dados: { avaliacao: await lida(idAvaliacao) },
      }
    },
  }
}

export type AvaliacoesService = ReturnType<typeof createAvaliacoesService>
