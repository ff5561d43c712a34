import { initial } from '@recria/domain/format'

/** A reviewer's photo, or the initial of their name on a coloured disc (docs/product/avaliacoes.md). */
export function FotoOuInicial({
  nome,
  foto,
  className = 'size-10',
}: {
  nome: string
  foto: string | null
  className?: string
}) {
  if (foto)
    return (
      <img src={foto} alt="" loading="lazy" className={`${className} shrink-0 rounded-full object-cover`} />
    )
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-marca-100 font-semibold text-marca-800`}
    >
      {initial(nome)}
    </span>
  )
}

/** docs/product/avaliacoes.md: a buyer with no name reads 'Cliente'. */
export const nomeDoCliente = (nome: string | null | undefined) => nome?.trim() || 'Cliente'
