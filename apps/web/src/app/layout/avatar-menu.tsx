import { shortName, truncateEmail } from '@recria/domain/format'
import type { PerfilDeUsuario, Usuario } from '@recria/domain/usuario'
import { ArrowLeftRight, LogOut, MapPin, UserRound } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useLocation, useNavigate } from 'react-router'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { homeFor } from '../../lib/session/home-for.ts'
import { UserAvatar } from './user-avatar.tsx'

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none select-none ' +
  'data-[highlighted]:bg-marca-50 data-[highlighted]:text-marca-800'

const switchLabel: Record<PerfilDeUsuario, string> = {
  vendedor: 'Usar como Vendedor',
  comprador: 'Usar como Comprador',
  administrador: 'Usar como Operador',
}

/** Loaded apart from the main script (app-header.tsx): visitors never need the menu library. */
export default function AvatarMenu({ user }: { user: Usuario }) {
  const { perfilAtivo, setPerfilAtivo, signOut } = useAuth()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const name = shortName(user.nome)
  const others = user.perfis.map((p) => p.perfil).filter((p) => p !== perfilAtivo)

  const switchPerfil = (perfil: PerfilDeUsuario) => {
    setPerfilAtivo(perfil)
    navigate(homeFor(perfil))
  }

  return (
    // Non-modal: the modal menu locks scroll with an injected <style>, which the CSP refuses.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Menu da conta de ${name}`}
        className="inline-flex size-11 items-center justify-center rounded-full hover:ring-2 hover:ring-marca-100"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <UserAvatar user={user} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900">{name}</p>
              <p className="truncate text-sm text-stone-600" title={user.email}>
                {truncateEmail(user.email)}
              </p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => navigate('/perfil', { state: { from: pathname } })}
          >
            <UserRound aria-hidden="true" className="size-4" />
            Visualizar Perfil
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/enderecos')}>
            <MapPin aria-hidden="true" className="size-4" />
            Meus endereços
          </DropdownMenu.Item>
          {others.map((other) => (
            <DropdownMenu.Item key={other} className={itemClasses} onSelect={() => switchPerfil(other)}>
              <ArrowLeftRight aria-hidden="true" className="size-4" />
              {switchLabel[other]}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={async () => {
              await signOut()
              navigate('/login')
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sair da conta
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
