import { REDIRECT_MS } from '@recria/domain/constants'
import { PERFIS, type Perfil, type Usuario } from '@recria/domain/usuario'
import { UserPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/dialog.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useAddPerfil } from '../api/add-perfil.ts'

const LABEL: Record<Perfil, string> = { comprador: 'Comprador', vendedor: 'Vendedor' }

const DESCRIPTION: Record<Perfil, string> = {
  comprador: 'Você poderá comprar produtos na Recria com a mesma conta. Deseja continuar?',
  vendedor: 'Você poderá publicar anúncios e vender seus produtos com a mesma conta. Deseja continuar?',
}

/** The "become the other profile" buttons; a slot for messages, shown under the profile actions. */
export function useBecomePerfil(user: Usuario) {
  const { setUser } = useAuth()
  const add = useAddPerfil()
  const [target, setTarget] = useState<Perfil | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const missing = PERFIS.filter((perfil) => !user.perfis.some((p) => p.perfil === perfil))

  // docs/product/conta.md: the success message clears after 2 s.
  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => setSuccess(null), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [success])

  const confirm = () => {
    if (!target) return
    setError(null)
    add.mutate(
      { id: user.id_usuario, perfil: target },
      {
        onSuccess: (updated) => {
          setUser(updated)
          setSuccess(`Agora você é um ${LABEL[target]}!`)
        },
        onError: () => setError(`Erro ao tornar-se ${LABEL[target]}.`),
        onSettled: () => setTarget(null),
      },
    )
  }

  const buttons = missing.map((perfil) => (
    <Button key={perfil} variant="secondary" onClick={() => setTarget(perfil)}>
      <UserPlus aria-hidden="true" className="size-4" />
      {`Tornar-se ${LABEL[perfil]}`}
    </Button>
  ))

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && !add.isPending && setTarget(null)}
      title={target ? `Tornar-se ${LABEL[target]}` : ''}
      description={target ? DESCRIPTION[target] : ''}
      confirmLabel="Confirmar"
      cancelLabel="Cancelar"
      onConfirm={confirm}
      loading={add.isPending}
    />
  )

  return { buttons, dialog, success, error }
}
