// Deleting one's own account (LGPD, art. 18): refused while anything still binds the user to another
// person (an order under way, a refund or dispute open, a sale whose refund may still be asked for);
// otherwise the account is anonymised in one transaction with the end of everything the modules above
// hold for it (sessions, listings, cart, Mercado Pago connection). Orders, payments, refunds and
// reviews stay: the other party and the law need them.
import { randomBytes } from 'node:crypto'
import { EXCLUSAO_MSG, listaDePedidos, USUARIO_MSG } from '@recria/domain/usuario'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { verifyPassword } from '../../lib/passwords.ts'
import { type Pendencias, exclusaoRepository as repo } from './exclusao.repository.ts'

/**
 * Ends, inside the deletion's transaction, what the modules above hold for the user. The composition
 * root hands it in (services.ts): sessions and reset links, listings, the active cart, the Mercado
 * Pago connection.
 */
export type EncerrarConta = (tx: Executor, idUsuario: number) => Promise<void>

/** Every pending matter, one sentence each, in the order the user would settle them. */
function recusa(p: Pendencias): string | null {
  const frases = [
    p.pedidos.length ? EXCLUSAO_MSG.pedidosEmAndamento(listaDePedidos(p.pedidos)) : null,
    p.reembolsos.length ? EXCLUSAO_MSG.reembolsosEmAberto(listaDePedidos(p.reembolsos)) : null,
    p.disputas.length ? EXCLUSAO_MSG.disputasEmAberto(listaDePedidos(p.disputas)) : null,
    p.prazo.length ? EXCLUSAO_MSG.prazoDeReembolso(listaDePedidos(p.prazo)) : null,
  ].filter((frase) => frase !== null)
  return frases.length ? frases.join(' ') : null
}

export function createExclusaoService(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  { encerrarConta }: { encerrarConta: EncerrarConta },
) {
  return {
    async excluir(idUsuario: number, senha: string) {
      const foto = await db.transaction(async (tx) => {
        const conta = await repo.travar(tx, idUsuario)
        if (!conta || conta.excluido_em) throw new NotFound(USUARIO_MSG.naoEncontrado)
        if (!(await verifyPassword(conta.senha_hash, senha)))
          throw new BadRequest(EXCLUSAO_MSG.senhaIncorreta, { senha: EXCLUSAO_MSG.senhaIncorreta })
        const motivo = recusa(await repo.pendencias(tx, idUsuario))
        if (motivo) throw new Conflict(motivo)
        // Not a hash of anything: no password verifies against it.
        await repo.anonimizar(tx, idUsuario, `conta-excluida:${randomBytes(32).toString('base64url')}`)
        await encerrarConta(tx, idUsuario)
        return conta.foto_url
      })
      // The file goes once the row no longer names it.
      if (foto) await storage.remove(foto)
      return { mensagem: EXCLUSAO_MSG.excluida }
    },
  }
}

export type ExclusaoService = ReturnType<typeof createExclusaoService>
