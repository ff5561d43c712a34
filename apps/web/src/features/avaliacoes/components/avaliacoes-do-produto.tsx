import { AVALIACAO_MSG } from '@recria/domain/avaliacao-base'
import type { Avaliacao } from '@recria/domain/avaliacao-consulta'
import { Star } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { NotaResumo } from '../../../components/ui/estrelas.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useMountOnOpen } from '../../../lib/use-mount-on-open.ts'
import { useAvaliacoesProduto } from '../api/get-avaliacoes-produto.ts'
import { usePodeAvaliar } from '../api/get-pode-avaliar.ts'
import { AvaliacaoPublicaItem } from './avaliacao-publica-item.tsx'

// Its form library loads when someone first opens it, not with the listing page.
const AvaliacaoDialog = lazy(() =>
  import('./avaliacao-dialog.tsx').then((m) => ({ default: m.AvaliacaoDialog })),
)

export interface AvaliacoesDoProdutoProps {
  idProduto: number
  nomeProduto: string
  /** The listing's seller: they do not review their own product. */
  idVendedor: number
  /** A visitor is asked to sign in first (docs/product/avaliacoes.md). */
  onRequireLogin: () => void
  /** After a review is saved (the page's and the catalogue's stars change). */
  onSalva: () => void
}

function Carregando({ texto }: { texto: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-stone-600">
      <Spinner className="size-4 text-marca-700" />
      {texto}
    </p>
  )
}

/** The signed-in buyer's own review (left out of the list), or the button to write one. */
function MinhaAvaliacao({
  idProduto,
  nomeProduto,
  idVendedor,
  onRequireLogin,
  onSalva,
}: AvaliacoesDoProdutoProps) {
  const { status, user } = useAuth()
  const [aberto, setAberto] = useState(false)
  const montado = useMountOnOpen(aberto)
  const idUsuario = status === 'authenticated' && user ? user.id_usuario : null
  const pode = usePodeAvaliar(idProduto, idUsuario)
  if (status === 'loading') return null
  // A visitor never gets a review button: only who received the product can send one.
  if (idUsuario === null)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-50 p-3 text-stone-700">
        <p>{AVALIACAO_MSG.visitante}</p>
        <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={onRequireLogin}>
          Entrar para avaliar
        </Button>
      </div>
    )
  if (idUsuario === idVendedor) return null
  if (pode.isPending) return <Carregando texto="Verificando se você pode avaliar..." />
  const dados = pode.data?.dados
  if (!dados?.podeAvaliar) {
    return (
      <p className="rounded-lg bg-stone-50 p-3 text-stone-600">
        {pode.data?.mensagem ?? 'Só quem comprou e recebeu este produto pode avaliá-lo.'}
      </p>
    )
  }
  const existente: Avaliacao | null = dados.avaliacao
  return (
    <>
      {existente ? (
        <section
          aria-labelledby="minha-avaliacao"
          className="w-full rounded-lg border border-marca-100 bg-marca-50 px-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 pt-3">
            <p id="minha-avaliacao" className="font-semibold text-stone-900">
              Sua avaliação
            </p>
            <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setAberto(true)}>
              Editar avaliação
            </Button>
          </div>
          <AvaliacaoPublicaItem avaliacao={existente} />
        </section>
      ) : (
        <Button aria-haspopup="dialog" onClick={() => setAberto(true)}>
          <Star aria-hidden="true" className="size-4" />
          Avaliar produto
        </Button>
      )}
      {montado && (
        <Suspense fallback={null}>
          <AvaliacaoDialog
            idProduto={idProduto}
            nomeProduto={nomeProduto}
            existente={existente}
            open={aberto}
            onOpenChange={setAberto}
            onSalva={onSalva}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * docs/product/avaliacoes.md: the listing page's Avaliações tab. Up to 5 reviews, newest first, the reader's
 * own left out (shown apart, to edit); the form for a buyer the product was delivered to, as the API
 * says; a visitor is asked to sign in. A list that fails to load is only logged (docs/product/avaliacoes.md).
 */
export function AvaliacoesDoProduto(props: AvaliacoesDoProdutoProps) {
  const { user } = useAuth()
  const lista = useAvaliacoesProduto(props.idProduto, user?.id_usuario ?? null)
  useEffect(() => {
    if (lista.isError) console.warn('Avaliações não carregadas', lista.error)
  }, [lista.isError, lista.error])
  const dados = lista.data?.dados
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {dados && <NotaResumo nota={dados.mediaGeral} total={dados.totalAvaliacoes} />}
        <MinhaAvaliacao {...props} />
      </div>
      {lista.isPending ? (
        <Carregando texto="Carregando avaliações..." />
      ) : dados && dados.avaliacoes.length > 0 ? (
        <ul aria-label="Avaliações dos compradores" className="divide-y divide-stone-100">
          {dados.avaliacoes.map((avaliacao) => (
            <li key={avaliacao.id_avaliacao}>
              <AvaliacaoPublicaItem avaliacao={avaliacao} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Star aria-hidden="true" className="size-8 text-stone-300" />
          <p className="font-medium text-stone-900">
            {dados && dados.totalAvaliacoes > 0
              ? 'Ainda não há avaliações de outros compradores.'
              : 'Este produto ainda não tem avaliações.'}
          </p>
          <p className="text-stone-600">
            As avaliações aparecem aqui depois que os compradores recebem seus pedidos.
          </p>
        </div>
      )}
    </div>
  )
}
