import { ENTREGA_MSG } from '@recria/domain/entrega'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useEntrega, useSalvarEntrega } from '../api/entregas-api.ts'
import { EntregaForm } from '../components/entrega-form.tsx'

/** 'Formas de entrega': how the seller delivers (pickup, local delivery, shipping by region). */
function EntregaPage({ idUsuario }: { idUsuario: number }) {
  const entrega = useEntrega(idUsuario)
  const salvar = useSalvarEntrega(idUsuario)
  const { toast } = useToast()

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Formas de entrega">
        <p className="text-sm text-stone-600">
          Escolha como seus clientes recebem os pedidos. Ative pelo menos uma forma de entrega.
        </p>
      </PageHeader>
      {entrega.isPending ? (
        <PageLoading label="Carregando formas de entrega..." />
      ) : entrega.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert
            message={mensagemDoServidor(entrega.error) ?? 'Não foi possível carregar as formas de entrega.'}
          />
          <Button variant="secondary" onClick={() => entrega.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <EntregaForm
          entrega={entrega.data}
          pending={salvar.isPending}
          error={
            salvar.isError
              ? (mensagemDoServidor(salvar.error) ?? 'Não foi possível salvar. Tente novamente.')
              : null
          }
          onSubmit={(corpo) => salvar.mutate(corpo, { onSuccess: () => toast(ENTREGA_MSG.salvo) })}
        />
      )}
    </div>
  )
}

export default comIdUsuario(EntregaPage)
