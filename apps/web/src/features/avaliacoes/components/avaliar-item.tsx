import { Star } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { useOpenState } from '../../../lib/use-open-state.ts'
import { AvaliacaoDialog } from './avaliacao-dialog.tsx'

interface AvaliarItemProps {
  idProduto: number
  nomeProduto: string
  /** After the review was saved (the order then no longer offers it). */
  onSalva: () => void
}

/** 'Avaliar' on an item of a delivered order not reviewed yet: opens the review form. */
export function AvaliarItem(props: AvaliarItemProps) {
  const dialogo = useOpenState()
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => dialogo.onOpenChange(true)}
        aria-label={`Avaliar ${props.nomeProduto}`}
      >
        <Star aria-hidden="true" className="size-4" />
        Avaliar
      </Button>
      <AvaliacaoDialog {...props} existente={null} {...dialogo} />
    </>
  )
}
