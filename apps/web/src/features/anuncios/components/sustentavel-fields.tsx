import { CREDITOS_MSG } from '@recria/domain/creditos'
import { displayBRL, displayCentavos } from '@recria/domain/format'
import { unidadeSigla } from '@recria/domain/materia-prima'
import { CircleAlert, TriangleAlert } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Link } from 'react-router'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ConversaoOpcao, ProdutoOpcao } from '../api/opcoes.ts'
import { faixaTexto, type Oferta } from './oferta.ts'

const multiplicador = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 'Garrafa PET — x 2,50 por kg'. */
function conversaoLabel(conversao: ConversaoOpcao) {
  const { nome_materia_prima, unidade_medida } = conversao.materia_prima
  const inativa = conversao.status_conversao === 'ativa' ? '' : ' (inativa)'
  return `${nome_materia_prima} — x ${multiplicador.format(conversao.valor_multiplicavel)} por ${unidadeSigla(unidade_medida)}${inativa}`
}

interface SustentavelFieldsProps {
  produto: ProdutoOpcao | undefined
  conversoes: readonly ConversaoOpcao[]
  oferta: Oferta | null
  conversaoField: UseFormRegisterReturn<'id_conversao'>
  creditosField: UseFormRegisterReturn<'creditos_aceitos'>
  conversaoError?: string
  creditosError?: string
  /** Set when a blur moved the credits into the range. */
  ajuste: string | null
}

/**
 * The sustainable part of the listing form (docs/product/anuncios.md): a conversion of one of the product's
 * raw materials, the credits accepted, and what the buyer pays and hands over.
 */
export function SustentavelFields(props: SustentavelFieldsProps) {
  const { produto, conversoes, oferta, conversaoError, creditosError, ajuste } = props
  const impossivel = oferta !== null && oferta.range === null
  return (
    <section
      aria-labelledby="titulo-sustentavel"
      className="flex flex-col gap-4 rounded-xl border border-marca-100 bg-marca-50/50 p-4"
    >
      <h2 id="titulo-sustentavel" className="text-base font-semibold text-marca-800">
        Pagamento sustentável
      </h2>
      {produto && conversoes.length === 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>Nenhuma conversão ativa usa uma matéria-prima deste produto.</p>
          <Link to="/conversao/criar" className="mt-1 inline-block font-medium underline">
            Cadastrar uma conversão
          </Link>
        </div>
      ) : (
        <SelectField
          label="Conversão"
          placeholder={produto ? 'Selecione a conversão' : 'Selecione um produto primeiro'}
          options={conversoes.map((c) => ({ value: String(c.id_conversao), label: conversaoLabel(c) }))}
          hint="Só aparecem as conversões ativas das matérias-primas do produto."
          error={conversaoError}
          disabled={!produto}
          {...props.conversaoField}
        />
      )}
      <TextField
        label="Créditos aceitos"
        type="number"
        inputMode="numeric"
        min={oferta?.range?.min ?? 1}
        max={oferta?.range?.max}
        step={oferta?.passo ?? 1}
        hint={oferta?.range ? faixaTexto(oferta.range, oferta.passo) : 'Número inteiro, mínimo 1.'}
        error={creditosError}
        disabled={!oferta || impossivel}
        {...props.creditosField}
      />
      <div aria-live="polite" className="flex flex-col gap-3 empty:-mt-4">
        {ajuste && (
          <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {ajuste}
          </p>
        )}
        {impossivel && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {CREDITOS_MSG.impossivel}
          </p>
        )}
      </div>
      {produto && oferta && !impossivel && (
        <dl className="grid grid-cols-1 gap-3 rounded-lg bg-white p-3 text-sm ring-1 ring-stone-200 sm:grid-cols-3">
          <div>
            <dt className="text-stone-600">Preço padrão</dt>
            <dd className="font-semibold text-stone-900">{displayBRL(produto.preco)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Valor à vista com créditos</dt>
            <dd className="font-semibold text-marca-800">
              {oferta.valorCentavos === null ? '—' : displayCentavos(oferta.valorCentavos)}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">Matéria-prima entregue pelo comprador</dt>
            <dd className="font-semibold text-stone-900">{oferta.quantidade ?? '—'}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
