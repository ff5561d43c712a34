import {
  ANUNCIO_DESCRICAO_MAX,
  type AnuncioCreate,
  type AnuncioUpdate,
  STATUS_ANUNCIO,
} from '@recria/domain/anuncio'
import { clampCredits } from '@recria/domain/creditos'
import { formatBRL } from '@recria/domain/format'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { StatusField } from '../../../components/formulario/record-fields.tsx'
import { RecordForm } from '../../../components/formulario/record-form.tsx'
import type { SaveFormProps } from '../../../components/formulario/use-save-result.ts'
import { FormActions, saveLabel } from '../../../components/ui/form-actions.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useCheckedForm } from '../../../lib/use-schema-form.ts'
import {
  type AnuncioFormValues,
  type AnuncioPayload,
  anuncioResolver,
  type Escolhas,
  escolhidos,
  ORDER,
} from './anuncio-resolver.ts'
import { FormaPagamentoField } from './forma-pagamento-field.tsx'
import { ajusteTexto, calcularOferta } from './oferta.ts'
import { ProdutoResumo } from './produto-resumo.tsx'
import { SustentavelFields } from './sustentavel-fields.tsx'

const EMPTY: AnuncioFormValues = {
  id_produto: '',
  descricao: '',
  forma_de_pagamento: 'padrao',
  id_conversao: '',
  creditos_aceitos: '',
}

type Props =
  | { mode: 'create'; defaultValues?: undefined; onSubmit: (dados: AnuncioCreate) => void }
  | { mode: 'edit'; defaultValues: AnuncioFormValues; onSubmit: (dados: AnuncioUpdate) => void }

type AnuncioFormProps = Props &
  SaveFormProps & {
    /** Active products and conversions, plus an edited listing's own ones when no longer active. */
    escolhas: Escolhas
  }

/** Create and edit form of a listing (docs/product/anuncios.md); edit adds the status. */
export function AnuncioForm(props: AnuncioFormProps) {
  const { mode, escolhas, pending, done, serverErrors } = props
  const escolhasRef = useRef(escolhas)
  escolhasRef.current = escolhas
  const [ajuste, setAjuste] = useState<string | null>(null)
  // The server names the conversion's raw material where the form has the conversion.
  const named = useMemo(
    () =>
      serverErrors && {
        ...serverErrors,
        id_conversao: serverErrors.id_conversao ?? serverErrors.id_materia_prima,
      },
    [serverErrors],
  )
  const form = useCheckedForm<AnuncioFormValues, AnuncioPayload>(
    anuncioResolver(mode, () => escolhasRef.current),
    ORDER,
    props.defaultValues ?? EMPTY,
    named,
  )
  const { field, register, clearErrors, setValue, getValues, watch, errors } = form
  const { isSubmitted } = form.formState

  const values = watch()
  const { produto, conversao } = escolhidos(values, escolhas)
  const sustentavel = values.forma_de_pagamento === 'sustentavel'
  // docs/product/anuncios.md: only conversions of one of the chosen product's raw materials.
  const conversoes = produto
    ? escolhas.conversoes.filter((c) =>
        produto.materias_primas.some((m) => m.id_materia_prima === c.id_materia_prima),
      )
    : []
  const oferta = produto && conversao ? calcularOferta(produto, conversao, values.creditos_aceitos) : null
  const impossivel = sustentavel && oferta !== null && oferta.range === null

  /** docs/product/anuncios.md: padrão, or another product, clears conversion, credits and warnings. */
  const resetSustentavel = () => {
    setValue('id_conversao', '')
    setValue('creditos_aceitos', '')
    setAjuste(null)
    clearErrors(['id_conversao', 'creditos_aceitos'])
  }

  /** docs/product/anuncios.md: on blur the credits go into the allowed range, with a warning. */
  const clamp = () => {
    const current = getValues()
    const chosen = escolhidos(current, escolhasRef.current)
    const text = current.creditos_aceitos.trim()
    if (!chosen.produto || !chosen.conversao || text === '') return setAjuste(null)
    const { range, passo } = calcularOferta(chosen.produto, chosen.conversao, text)
    if (!range) return setAjuste(null)
    const typed = Number(text)
    const creditos = clampCredits(typed, range, passo)
    if (creditos === typed) return setAjuste(null)
    setValue('creditos_aceitos', String(creditos), { shouldValidate: isSubmitted })
    setAjuste(ajusteTexto(creditos, range, passo))
  }

  const submit = form.onSubmit((dados) => {
    if (props.mode === 'create') props.onSubmit(dados as AnuncioCreate)
    else props.onSubmit(dados as AnuncioUpdate)
  })

  return (
    <RecordForm onSubmit={submit} done={done} className="space-y-5">
      <div className="flex flex-col gap-3">
        <SelectField
          label="Produto"
          placeholder={escolhas.produtos.length ? 'Selecione o produto' : 'Nenhum produto ativo'}
          options={escolhas.produtos.map((p) => ({
            value: String(p.id_produto),
            label: `${p.nome} — ${formatBRL(p.preco)}${p.status_produto === 'ativo' ? '' : ' (inativo)'}`,
          }))}
          error={errors.id_produto?.message}
          {...register('id_produto', { onChange: resetSustentavel })}
        />
        {escolhas.produtos.length === 0 && (
          <p className="text-sm text-stone-600">
            Você ainda não tem produtos ativos.{' '}
            <Link to="/produtos/criar" className="font-medium text-marca-800 underline">
              Cadastre um produto
            </Link>{' '}
            para anunciá-lo.
          </p>
        )}
        {produto && <ProdutoResumo produto={produto} />}
      </div>
      <TextareaField
        label="Descrição do anúncio"
        maxLength={ANUNCIO_DESCRICAO_MAX}
        count={values.descricao.length}
        {...field('descricao')}
      />
      <FormaPagamentoField
        value={values.forma_de_pagamento}
        field={register('forma_de_pagamento', {
          onChange: (event) => event.target.value === 'padrao' && resetSustentavel(),
        })}
      />
      {sustentavel && (
        <SustentavelFields
          produto={produto}
          conversoes={conversoes}
          oferta={oferta}
          conversaoField={register('id_conversao', { onChange: clamp })}
          creditosField={register('creditos_aceitos', { onBlur: clamp, onChange: () => setAjuste(null) })}
          conversaoError={errors.id_conversao?.message}
          creditosError={errors.creditos_aceitos?.message}
          ajuste={ajuste}
        />
      )}
      {mode === 'edit' && (
        <StatusField status={STATUS_ANUNCIO} className="sm:max-w-xs" {...field('status_anuncio')} />
      )}
      <FormActions
        cancel="/anuncios"
        pending={pending}
        // docs/product/anuncios.md: nothing to save while 8%–35% cannot be applied.
        disabled={done || impossivel}
      >
        {saveLabel(pending, mode === 'create' ? 'Criar Anúncio' : undefined)}
      </FormActions>
    </RecordForm>
  )
}
