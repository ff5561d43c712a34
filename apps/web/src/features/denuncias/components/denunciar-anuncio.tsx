import { Flag } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { DenunciaDialog } from './denuncia-dialog.tsx'

interface DenunciarAnuncioProps {
  idAnuncio: number
  signedIn: boolean
  /** A visitor is asked to sign in first (spec part 2 §5). */
  onRequireLogin: () => void
}

/** The listing page's 'Denunciar' button and its modal. */
export function DenunciarAnuncio({ idAnuncio, signedIn, onRequireLogin }: DenunciarAnuncioProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-haspopup="dialog"
        onClick={() => (signedIn ? setOpen(true) : onRequireLogin())}
      >
        <Flag aria-hidden="true" className="size-4" />
        Denunciar
      </Button>
      <DenunciaDialog idAnuncio={idAnuncio} open={open} onOpenChange={setOpen} />
    </>
  )
}
