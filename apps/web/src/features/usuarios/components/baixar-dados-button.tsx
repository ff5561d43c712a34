import { Download } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useBaixarDados } from '../api/baixar-dados.ts'

export const ERRO_BAIXAR_DADOS = 'Não foi possível baixar seus dados. Tente novamente.'

/** The user's copy of everything Recria holds about them (LGPD, art. 18), as a JSON file. */
export function BaixarDadosButton({ idUsuario }: { idUsuario: number }) {
  const baixar = useBaixarDados()
  return (
    <div>
      <Button variant="secondary" loading={baixar.isPending} onClick={() => baixar.mutate(idUsuario)}>
        {!baixar.isPending && <Download aria-hidden="true" className="size-4" />}
        Baixar meus dados
      </Button>
      <FormAlert
        message={baixar.isError ? mensagemDoServidor(baixar.error) || ERRO_BAIXAR_DADOS : null}
        className="mt-3"
      />
    </div>
  )
}
