import { Flag } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { useMountOnOpen } from '../../../lib/use-mount-on-open.ts'

// Its form library loads when someone first opens it, not with the listing page.
const DenunciaDialog = lazy(() =>
  import('./denuncia-dialog.tsx').then((m) => ({ default: m.DenunciaDialog })),
)

interface DenunciarAnuncioProps {
  idAnuncio: number
  signedIn: boolean
  /** A visitor is asked to sign in first (docs/product/denuncias.md). */
  onRequireLogin: () => void
}

/** The listing page's 'Denunciar' button and its modal. */
export function DenunciarAnuncio({ idAnuncio, signedIn, onRequireLogin }: DenunciarAnuncioProps) {
  const [open, setOpen] = useState(false)
  const mounted = useMountOnOpen(open)
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
      {mounted && (
        <Suspense fallback={null}>
          <DenunciaDialog idAnuncio={idAnuncio} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
