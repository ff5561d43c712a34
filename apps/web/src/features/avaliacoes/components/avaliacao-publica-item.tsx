import type { AvaliacaoPublica } from '@recria/domain/avaliacao-consulta'
import { DataAvaliacao } from './data-avaliacao.tsx'
import { FotoOuInicial, nomeDoCliente } from './foto-ou-inicial.tsx'
import { NotaEstrelas } from './nota-estrelas.tsx'

/** One review on the listing page: who, the score, when (edited or not) and the comment. */
export function AvaliacaoPublicaItem({
  avaliacao,
}: {
  avaliacao: Pick<
    AvaliacaoPublica,
    'nota' | 'comentario' | 'data_criacao' | 'data_atualizacao' | 'usuario_comprador'
  >
}) {
  const nome = nomeDoCliente(avaliacao.usuario_comprador.nome)
  return (
    <article className="flex gap-3 py-3" aria-label={`Avaliação de ${nome}`}>
      <FotoOuInicial nome={nome} foto={avaliacao.usuario_comprador.foto_url} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-words text-stone-900">{nome}</p>
        <NotaEstrelas nota={avaliacao.nota} />
        <DataAvaliacao avaliacao={avaliacao} />
        <p className="break-words whitespace-pre-line text-stone-700">{avaliacao.comentario}</p>
      </div>
    </article>
  )
}
