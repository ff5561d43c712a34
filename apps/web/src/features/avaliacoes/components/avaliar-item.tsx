import { Star } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { AvaliacaoDialog } from './avaliacao-dialog.tsx'

interface AvaliarItemProps {
  idProduto: number
  nomeProduto: string
  /** After the review was saved (the order then no longer offers it). */
  onSalva: () => void
}

/** 'Avaliar' on an item of a delivered order not reviewed yet: opens the review form. */
export function AvaliarItem(props: AvaliarItemProps) {
  const [aberto, setAberto] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setAberto(true)}
        aria-label={`Avaliar ${props.nomeProduto}`}
      >
        <Star aria-hidden="true" className="size-4" />
        Avaliar
      </Button>
      <AvaliacaoDialog {...props} existente={null} open={aberto} onOpenChange={setAberto} />
    </>
  )
}
