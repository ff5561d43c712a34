import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { displayBRL, displayCentavos } from '@recria/domain/format'
import { toCentavos } from '@recria/domain/pagamento'
import { Banknote, Leaf } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  creditosTexto,
  materiaDoAnuncio,
  type OfertaCampos,
  quantidadeTexto,
  valorSustentavel,
} from '../../lib/oferta-sustentavel.ts'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'
import { Spinner } from './spinner.tsx'

type Materia = { nome_materia_prima: string; unidade_medida: string }

/** What the chooser reads of a listing: the catalogue card and the listing page both have it. */
export interface AnuncioEscolha extends OfertaCampos {
  produto: { nome: string; preco: number }
  /** Raw material one unit hands over the sustainable way. */
  quantidade_materia_prima: number | null
  materia_prima: Materia | null
  conversao: { materia_prima: Materia } | null
}

export interface FormaPagamentoDialogProps {
  /** Open while a listing is set. */
  anuncio: AnuncioEscolha | null
  acao: 'carrinho' | 'comprar'
  /** The option being sent: it shows progress and nothing else can be chosen meanwhile. */
  enviando: FormaPagamento | null
  onEscolher: (forma: FormaPagamento) => void
  onClose: () => void
}

interface OpcaoProps {
  titulo: string
  icone: ReactNode
  enviando: boolean
  ocupado: boolean
  onClick: () => void
  children: ReactNode
}

function Opcao({ titulo, icone, enviando, ocupado, onClick, children }: OpcaoProps) {
  return (
    <button
      type="button"
      // aria-disabled, not disabled: the focused option keeps focus while its request runs.
      aria-disabled={ocupado || undefined}
      aria-busy={enviando || undefined}
      onClick={() => !ocupado && onClick()}
      className="flex min-h-32 flex-col items-start gap-1 rounded-xl border-2 border-stone-200 bg-white p-4 text-left transition-colors hover:border-marca-600 hover:bg-marca-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marca-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      <span className="flex w-full items-center gap-2 font-semibold text-stone-900">
        {icone}
        {titulo}
        {enviando && <Spinner className="ml-auto size-4 text-marca-700" />}
      </span>
      {children}
    </button>
  )
}

/**
 * 'Escolha a forma de pagamento' (docs/product/carrinho-e-checkout.md): for a sustainable listing that
 * accepts credits, both ways with their real values, side by side (stacked on a phone). One click chooses.
 */
export function FormaPagamentoDialog({
  anuncio,
  acao,
  enviando,
  onEscolher,
  onClose,
}: FormaPagamentoDialogProps) {
  const ocupado = enviando !== null
  return (
    <Dialog
      open={anuncio !== null}
      onOpenChange={(open) => !open && !ocupado && onClose()}
      title="Escolha a forma de pagamento"
      wide
      description={
        anuncio &&
        `Como você quer pagar por “${anuncio.produto.nome}”? ${
          acao === 'carrinho'
            ? 'O produto vai para o seu carrinho.'
            : 'Em seguida, você segue para o pagamento.'
        }`
      }
      footer={
        <Button variant="secondary" onClick={onClose} disabled={ocupado}>
          Cancelar
        </Button>
      }
    >
      {anuncio && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Opcao
            titulo="Padrão"
            icone={<Banknote aria-hidden="true" className="size-5 text-stone-600" />}
            enviando={enviando === 'padrao'}
            ocupado={ocupado}
            onClick={() => onEscolher('padrao')}
          >
            <span className="text-xl font-bold text-marca-800">{displayBRL(anuncio.produto.preco)}</span>
            <span className="text-sm text-stone-600">Todo o valor em dinheiro.</span>
          </Opcao>
          <Opcao
            titulo="Sustentável"
            icone={<Leaf aria-hidden="true" className="size-5 text-marca-700" />}
            enviando={enviando === 'sustentavel'}
            ocupado={ocupado}
            onClick={() => onEscolher('sustentavel')}
          >
            <SustentavelValores anuncio={anuncio} />
          </Opcao>
          <p className="text-sm sm:col-span-2">
            <Link
              to="/como-funciona"
              onClick={() => !ocupado && onClose()}
              className="font-medium text-marca-800 underline underline-offset-2"
            >
              Como funciona a forma sustentável
            </Link>
          </p>
        </div>
      )}
    </Dialog>
  )
}

/** 'R$ 35,00 + 40 créditos', '= 2,5 kg de Garrafa PET' and what it saves in cash. */
function SustentavelValores({ anuncio }: { anuncio: AnuncioEscolha }) {
  const valor = valorSustentavel(anuncio)
  const materia = materiaDoAnuncio(anuncio)
  const economia = toCentavos(anuncio.produto.preco) - toCentavos(valor)
  return (
    <>
      <span className="text-xl font-bold text-marca-800">
        {displayBRL(valor)}{' '}
        <span className="text-base font-semibold">+ {creditosTexto(anuncio.creditos_aceitos)}</span>
      </span>
      {materia && anuncio.quantidade_materia_prima !== null && (
        <span className="text-sm text-stone-700">
          {`= ${quantidadeTexto(anuncio.quantidade_materia_prima, materia.unidade_medida, materia.nome_materia_prima)}`}
        </span>
      )}
      {economia > 0 && (
        <span className="text-sm font-medium text-marca-700">{`${displayCentavos(economia)} a menos em dinheiro`}</span>
      )}
    </>
  )
}
