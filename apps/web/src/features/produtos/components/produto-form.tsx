import { zodResolver } from '@hookform/resolvers/zod'
import { CATEGORIA_LABEL, CATEGORIAS, type Categoria } from '@recria/domain/categoria-base'
import {
  PRODUTO_MSG,
  type ProdutoForm as ProdutoDados,
  ProdutoFormSchema,
  STATUS_PRODUTO,
  type StatusProduto,
} from '@recria/domain/produto'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Controller, type Resolver } from 'react-hook-form'
import { Link } from 'react-router'
import { choiceField } from '../../../components/formulario/choice-cards.tsx'
import { NomeDescricaoFields, StatusField } from '../../../components/formulario/record-fields.tsx'
import { RecordForm } from '../../../components/formulario/record-form.tsx'
import type { SaveFormProps } from '../../../components/formulario/use-save-result.ts'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { FormActions, saveLabel } from '../../../components/ui/form-actions.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useCheckedForm } from '../../../lib/use-schema-form.ts'
import type { ImagemChange } from '../api/produto-form-data.ts'
import { type MateriaPrimaEscolha, MateriasPrimasChecklist } from './materias-primas-checklist.tsx'
import { ProdutoImagemField } from './produto-imagem-field.tsx'

const ORDER = ['nome', 'descricao', 'preco', 'categoria', 'materias_primas', 'status_produto'] as const
const OPCOES_CATEGORIA = CATEGORIAS.map((value) => ({ value, label: CATEGORIA_LABEL[value] }))

export interface ProdutoFormValues {
  nome: string
  descricao: string
  /** As typed, with comma decimals ('129,90'). */
  preco: string
  materias_primas: number[]
  /** Empty until the seller picks one. */
  categoria: Categoria | ''
  status_produto?: StatusProduto
}

const EMPTY: ProdutoFormValues = { nome: '', descricao: '', preco: '', materias_primas: [], categoria: '' }

interface ProdutoFormProps extends SaveFormProps {
  mode: 'create' | 'edit'
  defaultValues?: ProdutoFormValues
  /** The product's current picture (edit). */
  imagemAtual?: string | null
  materias: readonly MateriaPrimaEscolha[]
  onSubmit: (dados: ProdutoDados, imagem: ImagemChange) => void
}

/** Create and edit form of a product (docs/product/produtos.md); edit adds the status. */
export function ProdutoForm(props: ProdutoFormProps) {
  const { mode, imagemAtual = null, materias, pending, done, serverErrors } = props
  const [imagem, setImagem] = useState<File | null>(null)
  const [removerImagem, setRemoverImagem] = useState(false)
  const [imagemError, setImagemError] = useState<string>()
  const imagemInput = useRef<HTMLInputElement>(null)
  // The schema reads the price as text or number; the field always holds text.
  const resolver = zodResolver(ProdutoFormSchema) as unknown as Resolver<
    ProdutoFormValues,
    unknown,
    ProdutoDados
  >
  const form = useCheckedForm(resolver, ORDER, props.defaultValues ?? EMPTY, serverErrors)
  const { field, control, watch } = form
  const selected = watch('materias_primas')

  // The picture (`imagem` of serverErrors) is not a form field: its message and, when no field has one, the focus.
  useEffect(() => {
    if (!serverErrors?.imagem) return
    setImagemError(serverErrors.imagem)
    if (!ORDER.some((name) => serverErrors[name])) imagemInput.current?.focus()
  }, [serverErrors])

  // docs/product/produtos.md: on create the image is required, checked after the other fields.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const semImagem = mode === 'create' && !imagem
    setImagemError(semImagem ? PRODUTO_MSG.imagemObrigatoria : undefined)
    return form.onSubmit((dados) => {
      if (semImagem) return imagemInput.current?.focus()
      props.onSubmit(dados, { imagem, removerImagem })
    })(event)
  }

  const chooseImagem = (file: File | null) => {
    setImagem(file)
    if (file) setImagemError(undefined)
  }

  const semMateria = selected.length === 0
  return (
    <RecordForm onSubmit={submit} done={done} className="space-y-5">
      <NomeDescricaoFields form={form} nome="nome" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DecimalField
          label="Preço (R$)"
          hint="Use vírgula para os centavos, como 129,90."
          {...field('preco')}
        />
        <SelectField
          label="Categoria"
          placeholder="Selecione uma categoria"
          options={OPCOES_CATEGORIA}
          {...field('categoria')}
        />
        {mode === 'edit' && <StatusField status={STATUS_PRODUTO} {...field('status_produto')} />}
      </div>
      {materias.length === 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Matérias-primas</p>
          <p className="mt-1">
            Você ainda não tem matérias-primas ativas.{' '}
            <Link to="/materia-prima/criar" className="font-medium underline">
              Cadastre uma matéria-prima
            </Link>{' '}
            para criar o produto.
          </p>
        </div>
      ) : (
        <Controller
          control={control}
          name="materias_primas"
          render={(control) => (
            <MateriasPrimasChecklist
              options={materias}
              {...choiceField(control)}
              hint={
                mode === 'create' && semMateria
                  ? 'Selecione ao menos uma matéria-prima para criar o produto.'
                  : undefined
              }
            />
          )}
        />
      )}
      <ProdutoImagemField
        currentUrl={imagemAtual}
        file={imagem}
        removed={removerImagem}
        onFile={chooseImagem}
        onRemove={() => setRemoverImagem(true)}
        hint={mode === 'create' ? 'PNG, JPG até 2MB' : 'PNG, JPG até 5MB'}
        error={imagemError}
        inputRef={imagemInput}
      />
      <FormActions
        cancel="/produtos"
        pending={pending}
        // docs/product/produtos.md: creating stays disabled until a raw material is chosen.
        disabled={done || (mode === 'create' && semMateria)}
      >
        {saveLabel(pending, mode === 'create' ? 'Criar Produto' : undefined)}
      </FormActions>
    </RecordForm>
  )
}
