import { initial } from '@recria/domain/format'
import type { Usuario } from '@recria/domain/usuario'
import { useState } from 'react'
import { localStore } from '../../lib/local-store.ts'

// Dark enough for white text (WCAG AA).
const COLORS = [
  'bg-marca-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-fuchsia-700',
]

/** A random colour per user, remembered so the avatar keeps it between visits (docs/product/README.md). */
function avatarColor(id: number): string {
  const key = `recria:avatar-cor:${id}`
  const stored = localStore.get(key)
  const remembered = stored === null ? undefined : COLORS[Number(stored)]
  if (remembered) return remembered
  const index = Math.floor(Math.random() * COLORS.length)
  localStore.set(key, String(index))
  return COLORS[index] ?? 'bg-marca-700'
}

const sizes = { sm: 'size-9 text-base', lg: 'size-12 text-xl' }

export function UserAvatar({ user, size = 'sm' }: { user: Usuario; size?: keyof typeof sizes }) {
  const [broken, setBroken] = useState<string | null>(null)
  const photo = user.foto_url && user.foto_url !== broken ? user.foto_url : null
  if (photo) {
    return (
      <img
        src={photo}
        // Always beside the name or inside a button named after the user: the photo adds nothing to
        // read (and a menu may hold no image).
        alt=""
        onError={() => setBroken(photo)}
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} ${avatarColor(user.id_usuario)} inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white`}
    >
      {initial(user.nome)}
    </span>
  )
}
