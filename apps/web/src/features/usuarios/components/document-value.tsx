import { hideDocument, maskCpfCnpj } from '@recria/domain/masks'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'

/** docs/product/conta.md, profile: the document is hidden by default, only part of the digits shown. */
export function DocumentValue({ digits }: { digits: string }) {
  const [visible, setVisible] = useState(false)
  if (!digits) return <span className="text-stone-500">Não informado</span>
  const Icon = visible ? EyeOff : Eye
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums">{visible ? maskCpfCnpj(digits) : hideDocument(digits)}</span>
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? 'Ocultar documento' : 'Mostrar documento'}
        className="inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </span>
  )
}
