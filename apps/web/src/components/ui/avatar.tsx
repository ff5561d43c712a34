import { initial } from '@recria/domain/format'

interface AvatarProps {
  nome: string
  fotoUrl: string | null | undefined
  /** The photo's classes, each place's own size. */
  fotoClassName: string
  /** The initial's classes, when there is no photo. */
  inicialClassName: string
}

/** A person's photo, or the first letter of the name in its place; both are decoration (alt ''). */
export function Avatar({ nome, fotoUrl, fotoClassName, inicialClassName }: AvatarProps) {
  if (fotoUrl) return <img src={fotoUrl} alt="" className={fotoClassName} />
  return (
    <span aria-hidden="true" className={inicialClassName}>
      {initial(nome)}
    </span>
  )
}
