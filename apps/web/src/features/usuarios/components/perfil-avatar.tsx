import { initial } from '@recria/domain/format'

interface PerfilAvatarProps {
  nome: string
  fotoUrl: string | null
  className?: string
}

/** The profile photo, or the first letter of the name when there is none. */
export function PerfilAvatar({ nome, fotoUrl, className = 'size-20 text-3xl' }: PerfilAvatarProps) {
  if (fotoUrl) {
    return (
      <img
        src={fotoUrl}
        alt={`Foto de ${nome}`}
        className={`${className} shrink-0 rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={`Sem foto: inicial de ${nome}`}
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-marca-100 font-semibold text-marca-800`}
    >
      {initial(nome)}
    </span>
  )
}
