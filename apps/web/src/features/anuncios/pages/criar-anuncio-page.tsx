import type { AnuncioCreate } from '@recria/domain/anuncio'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { useMercadoPagoStatus } from '../../../lib/mercadopago-status.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useCreateAnuncio } from '../api/anuncios.ts'
import { useConversoesAtivas, useProdutosAtivos } from '../api/opcoes.ts'
import { AnuncioForm } from '../components/anuncio-form.tsx'
import { createFailure, REDIRECT_CRIADO_MS } from '../components/anuncio-result.ts'
import { MercadoPagoAlert } from '../components/mercadopago-alert.tsx'
import { useAnuncioSave } from '../components/use-anuncio-save.tsx'

function CriarAnuncio({ idUsuario }: { idUsuario: number }) {
  const produtos = useProdutosAtivos(idUsuario)
  const conversoes = useConversoesAtivas(idUsuario)
  // A failed status check counts as not connected (docs/product/anuncios.md).
  const status = useMercadoPagoStatus()
  const mutation = useCreateAnuncio()
  const save = useAnuncioSave(mutation, REDIRECT_CRIADO_MS)

  const submit = (dados: AnuncioCreate) =>
    mutation.mutate(dados, {
      onSuccess: () => save.succeeded('Anúncio criado com sucesso!'),
      onError: (error) => save.failed(createFailure(error)),
    })

  return (
    <FormPage
      title="Novo Anúncio"
      description="Publique um dos seus produtos no catálogo da Recria."
      wide
      notice={!status.isPending && status.data?.conectado !== true && <MercadoPagoAlert />}
      loading={(produtos.isPending || conversoes.isPending) && 'Carregando produtos e conversões...'}
      save={save}
      dialogs={save.dialogs}
    >
      <AnuncioForm
        mode="create"
        escolhas={{ produtos: produtos.data ?? [], conversoes: conversoes.data ?? [] }}
        onSubmit={submit}
        {...save.form}
      />
    </FormPage>
  )
}

export default comIdUsuario(CriarAnuncio)
