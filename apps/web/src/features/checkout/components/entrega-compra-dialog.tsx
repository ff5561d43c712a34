import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { ENTREGA_OPCOES_MSG, type ModoEntrega } from '@recria/domain/entrega-opcoes'
import { displayCentavos } from '@recria/domain/format'
import { toCentavos } from '@recria/domain/pagamento'
import { CreditCard } from 'lucide-react'
import { useId, useState } from 'react'
import { EnderecoEntregaEscolha } from '../../../components/enderecos/endereco-entrega-escolha.tsx'
import { useEnderecos } from '../../../components/enderecos/enderecos-api.ts'
import { useOpcoesEntregaAnuncio } from '../../../components/entrega/entrega-api.ts'
import { EntregaOpcoes, taxaTexto } from '../../../components/entrega/entrega-opcoes.tsx'
import { opcaoEscolhida } from '../../../components/entrega/escolhas.ts'
import { MateriaAEntregar } from '../../../components/entrega/materia-a-entregar.tsx'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import type { AnuncioEscolha } from '../../../components/ui/forma-pagamento-dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { materiaDoAnuncio, quantidadeTexto, valorSustentavel } from '../../../lib/oferta-sustentavel.ts'

export type AnuncioEntrega = AnuncioEscolha & { id_anuncio: number }

export interface CompraComEntrega {
  anuncio: AnuncioEntrega
  forma: FormaPagamento
}

export interface EntregaCompraDialogProps {
  /** Open while set: the listing bought now and the payment form already chosen. */
  compra: CompraComEntrega | null
  /** The payment link is being asked for: the dialog stays, busy, until the page leaves. */
  enviando: boolean
  onIrParaPagamento: (escolha: { idEndereco: number | undefined; modo: ModoEntrega }) => void
  onClose: () => void
}

const CARREGANDO = 'Carregando formas de entrega...'
const ERRO = 'Não foi possível carregar as formas de entrega.'

function Conteudo({
  compra,
  enviando,
  onIrParaPagamento,
  onClose,
}: EntregaCompraDialogProps & { compra: CompraComEntrega }) {
  const { anuncio, forma } = compra
  const motivo = useId()
  const [idEndereco, setIdEndereco] = useState<number | undefined>()
  const [escolhido, setEscolhido] = useState<ModoEntrega | undefined>()
  const enderecos = useEnderecos()
  const enderecoPronto =
    enderecos.isError ||
    (enderecos.data !== undefined && (enderecos.data.length === 0 || idEndereco !== undefined))
  const consulta = useOpcoesEntregaAnuncio(anuncio.id_anuncio, idEndereco, enderecoPronto)
  const opcoes = consulta.data?.opcoes
  const opcao = opcoes ? opcaoEscolhida(opcoes, escolhido) : null
  const nome = consulta.data?.nome_vendedor ?? 'o vendedor'
  const semOpcao = ENTREGA_OPCOES_MSG.naoAtende(nome)

  const preco = toCentavos(forma === 'sustentavel' ? valorSustentavel(anuncio) : anuncio.produto.preco)
  const taxa = opcao ? toCentavos(opcao.taxa) : 0
  const bloqueio = opcao ? null : consulta.isError ? ERRO : opcoes === undefined ? CARREGANDO : semOpcao
  const materia = materiaDoAnuncio(anuncio)
  const materias =
    forma === 'sustentavel' && materia && anuncio.quantidade_materia_prima !== null
      ? [
          {
            chave: anuncio.id_anuncio,
            quantidade: quantidadeTexto(
              anuncio.quantidade_materia_prima,
              materia.unidade_medida,
              materia.nome_materia_prima,
            ),
            nome_produto: anuncio.produto.nome,
          },
        ]
      : []
  const desativado = enviando || bloqueio !== null
  const ir = () => {
    if (desativado || !opcao) return
    onIrParaPagamento({ idEndereco, modo: opcao.modo })
  }

  return (
    <>
      <div className="flex flex-col gap-3">
        <EnderecoEntregaEscolha value={idEndereco} onChange={setIdEndereco} />
        <EntregaOpcoes
          vendedor={nome}
          opcoes={opcoes}
          value={opcao?.modo ?? null}
          onChange={setEscolhido}
          carregando={consulta.isFetching}
          erro={consulta.isError}
          onTentarNovamente={() => void consulta.refetch()}
          semOpcaoTexto={semOpcao}
        >
          {opcao && <MateriaAEntregar itens={materias} modo={opcao.modo} />}
        </EntregaOpcoes>
        <dl className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-stone-600">Produto</dt>
            <dd className="whitespace-nowrap text-stone-900">{displayCentavos(preco)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-stone-600">Entrega</dt>
            <dd className="whitespace-nowrap text-stone-900">{opcao ? taxaTexto(opcao.taxa) : '—'}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="font-medium text-stone-800">Total em dinheiro</dt>
            <dd className="text-xl font-bold whitespace-nowrap text-marca-800">
              {displayCentavos(preco + taxa)}
            </dd>
          </div>
        </dl>
        {bloqueio && !enviando && (
          <p id={motivo} className="text-sm text-stone-700">
            {bloqueio}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={enviando}>
          Cancelar
        </Button>
        {/* aria-disabled, not disabled: focus stays on the button while it waits or works. */}
        <button
          type="button"
          onClick={ir}
          aria-disabled={desativado || undefined}
          aria-busy={enviando || undefined}
          aria-describedby={bloqueio && !enviando ? motivo : undefined}
          className={`${buttonClasses('primary', 'md')} aria-disabled:opacity-70 ${enviando ? 'aria-disabled:cursor-wait' : 'aria-disabled:cursor-not-allowed'}`}
        >
          {enviando ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" className="size-4" />}
          {enviando ? 'Redirecionando...' : 'Ir para pagamento'}
        </button>
      </div>
    </>
  )
}

/**
 * Buy now's last step (decision 029): where the order goes (the same address chooser as the cart),
 * how it is delivered (the same choice per seller), the total with the fee, then 'Ir para
 * pagamento'.
 */
export function EntregaCompraDialog(props: EntregaCompraDialogProps) {
  const { compra, enviando, onClose } = props
  return (
    <Dialog
      open={compra !== null}
      onOpenChange={(open) => !open && !enviando && onClose()}
      title="Entrega do pedido"
      description={compra && `Onde e como receber “${compra.anuncio.produto.nome}” (1 unidade).`}
    >
      {compra && <Conteudo key={`${compra.anuncio.id_anuncio}-${compra.forma}`} {...props} compra={compra} />}
    </Dialog>
  )
}
