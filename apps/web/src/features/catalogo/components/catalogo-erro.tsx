import { CloudOff } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'

/** A page that could not load, with a retry. */
export function CatalogoErro({ onRetry, tentando }: { onRetry: () => void; tentando: boolean }) {
  return (
    <EmptyState
      icon={<CloudOff aria-hidden="true" className="size-10 text-stone-400" />}
      title="Não foi possível carregar os anúncios."
      description="Verifique sua conexão e tente novamente."
      action={
        <Button variant="secondary" onClick={onRetry} loading={tentando}>
          Tentar novamente
        </Button>
      }
    />
  )
}
