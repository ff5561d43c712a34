import { GALERIA_MAX } from '@recria/domain/galeria-base'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useAlterarGaleria, useGaleria } from '../api/produto-galeria.ts'

/**
 * The product's gallery in its edit page: up to five images; the first is the
 * product's picture. Each image moves up or down or is removed; a new one is added at the end.
 */
export function ProdutoGaleria({ idProduto }: { idProduto: number }) {
  const titulo = useId()
  const dica = useId()
  const galeria = useGaleria(idProduto)
  const mutation = useAlterarGaleria(idProduto)
  const arquivo = useRef<HTMLInputElement>(null)
  const [aviso, setAviso] = useState<{ tom: 'error' | 'success'; texto: string } | null>(null)
  const imagens = galeria.data?.imagens ?? []
  const cheia = imagens.length >= GALERIA_MAX

  const run = (acao: Parameters<typeof mutation.mutate>[0], sucesso: string) => {
    setAviso(null)
    mutation.mutate(acao, {
      onSuccess: () => setAviso({ tom: 'success', texto: sucesso }),
      onError: (e) =>
        setAviso({ tom: 'error', texto: mensagemDoServidor(e) ?? 'Não foi possível alterar as imagens.' }),
    })
  }
  const mover = (de: number, para: number) => {
    const ids = imagens.map((i) => i.id)
    const [id] = ids.splice(de, 1)
    if (id === undefined) return
    ids.splice(para, 0, id)
    run({ tipo: 'ordem', ids }, `Imagem movida para a posição ${para + 1}.`)
  }

  return (
    <section aria-labelledby={titulo} className="flex flex-col gap-3">
      <div>
        <h2 id={titulo} className="text-lg font-semibold text-stone-900">
          Galeria de imagens
        </h2>
        <p id={dica} className="text-sm text-stone-600">
          {`Até ${GALERIA_MAX} imagens. A primeira é a foto principal do produto.`}
        </p>
      </div>
      {galeria.isPending ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> Carregando imagens...
        </p>
      ) : galeria.isError ? (
        <FormAlert message="Não foi possível carregar as imagens do produto." />
      ) : imagens.length === 0 ? (
        <p className="text-sm text-stone-600">Este produto ainda não tem imagens.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-describedby={dica}>
          {imagens.map((img, i) => (
            <li key={img.id} className="flex items-center gap-3 rounded-lg border border-stone-200 p-2">
              <img
                src={img.url}
                srcSet={img.srcset}
                sizes="64px"
                alt={`Imagem ${i + 1} de ${imagens.length}`}
                className="size-16 shrink-0 rounded-md object-cover"
              />
              <span className="grow text-sm text-stone-700">
                {i === 0 ? 'Foto principal' : `Imagem ${i + 1}`}
              </span>
              <div className="flex flex-wrap justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Mover imagem ${i + 1} para cima`}
                  disabled={i === 0 || mutation.isPending}
                  onClick={() => mover(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Mover imagem ${i + 1} para baixo`}
                  disabled={i === imagens.length - 1 || mutation.isPending}
                  onClick={() => mover(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remover imagem ${i + 1}`}
                  disabled={mutation.isPending}
                  onClick={() => run({ tipo: 'remover', idImagem: img.id }, 'Imagem removida.')}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={arquivo}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) run({ tipo: 'adicionar', arquivo: file }, 'Imagem adicionada.')
          }}
          data-testid="galeria-arquivo"
        />
        <Button
          variant="secondary"
          disabled={cheia || mutation.isPending || galeria.isPending}
          loading={mutation.isPending}
          aria-describedby={dica}
          onClick={() => arquivo.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Adicionar imagem
        </Button>
        {cheia && <p className="text-sm text-stone-600">{`Limite de ${GALERIA_MAX} imagens atingido.`}</p>}
      </div>
      <FormAlert message={aviso?.texto} tone={aviso?.tom ?? 'error'} />
    </section>
  )
}
