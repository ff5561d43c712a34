import { RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'

/** 'Atualizar': loads the list again (docs/product/pagamentos.md). */
export function AtualizarButton({ onClick, atualizando }: { onClick: () => void; atualizando: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} loading={atualizando}>
      {!atualizando && <RefreshCw aria-hidden="true" className="size-4" />}
      Atualizar
    </Button>
  )
}
