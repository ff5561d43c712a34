import { MATERIA_PRIMA_NAO_EDITAVEL } from '@recria/domain/conversao'
import { unidadeLabel } from '@recria/domain/materia-prima'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import type { Conversao } from '../api/conversao.ts'

/**
 * The raw material of a conversion on its edit form: shown, not editable. Clicking it explains
 * why (docs/product/materias-primas.md, 'Matéria-prima não editável').
 */
export function MateriaPrimaReadonly({ materia }: { materia: Conversao['materia_prima'] }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-col gap-1">
      <span id="conversao-materia-label" className="text-sm font-medium text-stone-800">
        Matéria-prima
      </span>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-describedby="conversao-materia-label"
        className="flex items-center gap-3 rounded-xl border-2 border-stone-200 bg-stone-50 p-3 text-left hover:border-stone-300"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium break-words text-stone-900">{materia.nome_materia_prima}</span>
          <span className="text-xs text-stone-600">{unidadeLabel(materia.unidade_medida)}</span>
        </span>
        <Lock aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        <span className="sr-only">(não editável)</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={MATERIA_PRIMA_NAO_EDITAVEL.titulo}
        description={MATERIA_PRIMA_NAO_EDITAVEL.texto}
        hideClose
        footer={<Button onClick={() => setOpen(false)}>Entendi</Button>}
      />
    </div>
  )
}
