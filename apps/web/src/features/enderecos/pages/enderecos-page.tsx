import type { Endereco, EnderecoDados } from '@recria/domain/endereco'
import { MapPin, Plus } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { EnderecoForm } from '../../../components/enderecos/endereco-form.tsx'
import { EnderecoTexto } from '../../../components/enderecos/endereco-texto.tsx'
import {
  useEnderecos,
  useExcluirEndereco,
  useSalvarEndereco,
} from '../../../components/enderecos/enderecos-api.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { ApiError, mensagemDoServidor } from '../../../lib/api.ts'

/** The address's fields as the API takes them back (to mark it principal). */
const dadosDe = (e: Endereco): EnderecoDados => ({
  destinatario: e.destinatario,
  cep: e.cep,
  logradouro: e.logradouro,
  numero: e.numero,
  complemento: e.complemento,
  bairro: e.bairro,
  cidade: e.cidade,
  uf: e.uf as EnderecoDados['uf'],
  telefone: e.telefone,
  principal: e.principal,
})

/** A small button of an address's card: its look and the label naming the address. */
const acao = (variant: 'secondary' | 'ghost', rotulo: string) => ({
  size: 'sm' as const,
  variant,
  'aria-label': rotulo,
})

/** 'Meus endereços': the address book, the principal one first; new, edit, delete, make principal. */
export default function EnderecosPage() {
  const enderecos = useEnderecos()
  const salvar = useSalvarEndereco()
  const excluir = useExcluirEndereco()
  const { toast } = useToast()
  // The form's dialog: 'novo' or the address being edited.
  const [editando, setEditando] = useState<Endereco | 'novo' | null>(null)
  const [excluindo, setExcluindo] = useState<Endereco | null>(null)

  const abrir = (alvo: Endereco | 'novo') => {
    salvar.reset()
    setEditando(alvo)
  }
  const enviar = (dados: EnderecoDados) =>
    salvar.mutate(
      { id: editando === 'novo' || editando === null ? undefined : editando.id_endereco, dados },
      {
        onSuccess: () => {
          toast(editando === 'novo' ? 'Endereço cadastrado com sucesso!' : 'Endereço atualizado com sucesso!')
          setEditando(null)
        },
      },
    )
  const tornarPrincipal = (e: Endereco) =>
    salvar.mutate(
      { id: e.id_endereco, dados: { ...dadosDe(e), principal: true } },
      {
        onSuccess: () => toast('Endereço principal atualizado.'),
        onError: (error) => toast(mensagemDoServidor(error) ?? 'Erro ao atualizar o endereço.', 'error'),
      },
    )
  const confirmarExclusao = () => {
    if (!excluindo) return
    excluir.mutate(excluindo.id_endereco, {
      onSuccess: ({ mensagem }) => {
        toast(mensagem)
        setExcluindo(null)
      },
      onError: (error) => toast(mensagemDoServidor(error) ?? 'Erro ao excluir o endereço.', 'error'),
    })
  }

  const erroSalvar = salvar.isError && editando !== null ? salvar.error : null
  const lista = enderecos.data ?? []
  const novo = (
    <Button onClick={() => abrir('novo')}>
      <Plus aria-hidden="true" className="size-4" />
      Novo endereço
    </Button>
  )

  let corpo: ReactNode
  if (enderecos.isPending) corpo = <PageLoading label="Carregando endereços..." />
  else if (enderecos.isError)
    corpo = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message="Erro ao carregar os endereços." />
        <Button variant="secondary" onClick={() => enderecos.refetch()}>
          Tentar novamente
        </Button>
      </div>
    )
  else if (lista.length === 0)
    corpo = (
      <EmptyState
        icon={<MapPin aria-hidden="true" className="size-10 text-stone-300" />}
        title="Nenhum endereço cadastrado"
        description="Cadastre o endereço para onde seus pedidos devem ser entregues."
        action={novo}
      />
    )
  else
    corpo = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Endereços">
        {lista.map((e) => (
          <li
            key={e.id_endereco}
            className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <EnderecoTexto endereco={e} />
              {e.principal && (
                <span className="rounded-full bg-marca-50 px-2 py-0.5 text-xs font-semibold text-marca-800">
                  Principal
                </span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button {...acao('secondary', `Editar endereço de ${e.destinatario}`)} onClick={() => abrir(e)}>
                Editar
              </Button>
              {!e.principal && (
                <Button
                  {...acao('secondary', `Tornar principal o endereço de ${e.destinatario}`)}
                  onClick={() => tornarPrincipal(e)}
                  disabled={salvar.isPending}
                >
                  Tornar principal
                </Button>
              )}
              <Button
                {...acao('ghost', `Excluir endereço de ${e.destinatario}`)}
                onClick={() => setExcluindo(e)}
              >
                Excluir
              </Button>
            </div>
          </li>
        ))}
      </ul>
    )

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <PageHeader title="Meus endereços">
        <p className="text-sm text-stone-600">Os endereços para onde seus pedidos podem ser entregues.</p>
      </PageHeader>
      {lista.length > 0 && <div className="mb-4 flex justify-end">{novo}</div>}
      {corpo}
      <Dialog
        open={editando !== null}
        onOpenChange={(open) => !open && setEditando(null)}
        title={editando === 'novo' ? 'Novo endereço' : 'Editar endereço'}
        wide
      >
        {editando !== null && (
          <EnderecoForm
            endereco={editando === 'novo' ? undefined : editando}
            onSubmit={enviar}
            onCancel={() => setEditando(null)}
            pending={salvar.isPending}
            error={erroSalvar ? (mensagemDoServidor(erroSalvar) ?? 'Erro ao salvar o endereço.') : null}
            serverErrors={erroSalvar instanceof ApiError ? erroSalvar.body.erros : undefined}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(open) => !open && setExcluindo(null)}
        title="Excluir endereço"
        description={
          excluindo ? `Excluir o endereço de ${excluindo.destinatario}? Pedidos já feitos não mudam.` : ''
        }
        confirmLabel="Excluir"
        variant="danger"
        loading={excluir.isPending}
        onConfirm={confirmarExclusao}
      />
    </div>
  )
}
