import { initial } from '@recria/domain/format'

interface AvatarProps {
  /** Whose: the name and the photo's address, if any. */
  pessoa: { nome: string; foto_url?: string | null }
  /** The photo's classes, each place's own size. */
  fotoClassName: string
  /** The initial's classes, when there is no photo. */
  inicialClassName: string
}

/** A person's photo, or the first letter of the name in its place; both are decoration (alt ''). */
export function Avatar({ pessoa, fotoClassName, inicialClassName }: AvatarProps) {
  if (pessoa.foto_url) return <img src={pessoa.foto_url} alt="" className={fotoClassName} />
  return (
    <span aria-hidden="true" className={inicialClassName}>
      {initial(pessoa.nome)}
    </span>
  )
}
