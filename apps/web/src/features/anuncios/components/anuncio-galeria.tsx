import type { ImagemGaleria } from '@recria/domain/galeria'
import { GALERIA_SIZES } from '@recria/domain/galeria-base'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'

/** How far a finger travels sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_MIN = 40

interface AnuncioGaleriaProps {
  nome: string
  /** The product's images in the seller's order; empty for a product without a gallery. */
  galeria: ImagemGaleria[]
  /** The picture shown when there is no gallery (the product's own). */
  imagem: string | null
}

/**
 * The listing's pictures: the chosen image large, with `srcset`, and a button per
 * image to choose it; the arrow keys and a swipe on a phone go to the previous and next ones.
 */
export function AnuncioGaleria({ nome, galeria, imagem }: AnuncioGaleriaProps) {
  const [atual, setAtual] = useState(0)
  const inicio = useRef<{ x: number; y: number } | null>(null)
  const total = galeria.length
  const escolhida = galeria[Math.min(atual, Math.max(total - 1, 0))]
  const ir = (i: number) => setAtual((i + total) % total)

  const principal = (
    <ProdutoImagem
      src={escolhida?.url ?? imagem}
      srcSet={escolhida?.srcset}
      sizes={GALERIA_SIZES}
      nome={total > 1 ? `${nome}, imagem ${atual + 1} de ${total}` : nome}
      carga="prioritaria"
      className="aspect-square w-full select-none"
    />
  )
  if (total < 2)
    return <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">{principal}</div>

  const teclado = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') ir(atual + 1)
    else if (e.key === 'ArrowLeft') ir(atual - 1)
    else return
    e.preventDefault()
  }
  const tocou = (e: PointerEvent) => {
    inicio.current = { x: e.clientX, y: e.clientY }
  }
  const soltou = (e: PointerEvent) => {
    const de = inicio.current
    inicio.current = null
    if (!de) return
    const dx = e.clientX - de.x
    // A mostly vertical gesture is the page scrolling, not a swipe.
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(e.clientY - de.y)) return
    ir(dx < 0 ? atual + 1 : atual - 1)
  }
  const seta =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-800 shadow hover:bg-white'

  return (
    // The arrow keys work while the focus is anywhere in the gallery (its buttons); the swipe is the
    // phone's way to do what the arrow buttons do.
    <section
      aria-roledescription="carrossel"
      aria-label={`Imagens de ${nome}`}
      onKeyDown={teclado}
      className="flex flex-col gap-3"
    >
      <div
        onPointerDown={tocou}
        onPointerUp={soltou}
        onPointerCancel={() => {
          inicio.current = null
        }}
        data-testid="galeria-principal"
        className="relative touch-pan-y overflow-hidden rounded-xl border border-stone-200 bg-white"
      >
        {principal}
        <button
          type="button"
          aria-label="Imagem anterior"
          onClick={() => ir(atual - 1)}
          className={`${seta} left-2`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Próxima imagem"
          onClick={() => ir(atual + 1)}
          className={`${seta} right-2`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p aria-live="polite" className="sr-only">{`Imagem ${atual + 1} de ${total}`}</p>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {galeria.map((img, i) => (
          <li key={img.id} className="shrink-0">
            <button
              type="button"
              aria-label={`Imagem ${i + 1} de ${total}`}
              aria-current={i === atual ? 'true' : undefined}
              onClick={() => setAtual(i)}
              className={`block size-16 overflow-hidden rounded-lg border-2 sm:size-20 ${
                i === atual ? 'border-marca-700' : 'border-stone-200 hover:border-stone-400'
              }`}
            >
              <img
                src={img.url}
                srcSet={img.srcset}
                sizes="80px"
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
