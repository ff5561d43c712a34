import { zodResolver } from '@hookform/resolvers/zod'
import {
  type Endereco,
  type EnderecoDados,
  type EnderecoInput,
  EnderecoSchema,
  UFS,
} from '@recria/domain/endereco'
import { maskCep, maskPhone } from '@recria/domain/masks'
import type { ServerFieldErrors } from '../../lib/form-errors.ts'
import { withMask } from '../../lib/masked-input.ts'
import { useCheckedForm } from '../../lib/use-schema-form.ts'
import { CheckboxField, TextField } from '../ui/field.tsx'
import { FormActions } from '../ui/form-actions.tsx'
import { FormShell } from '../ui/form-shell.tsx'
import { SelectField } from '../ui/select-field.tsx'
import { CAMPO_CEP, camposDoEndereco } from './campos-do-endereco.ts'

const ORDER = [
  'destinatario',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'telefone',
] as const

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }))

interface EnderecoFormProps {
  /** The address being edited; none for a new one. */
  endereco?: Endereco
  onSubmit: (dados: EnderecoDados) => void
  onCancel: () => void
  pending: boolean
  /** The server's refusal (its message on top, its per-field messages on the fields). */
  error?: string | null
  serverErrors?: ServerFieldErrors
}

/** The address form: labelled fields, the CEP and phone masks, the UF select, 'Endereço principal'. */
export function EnderecoForm({
  endereco,
  onSubmit,
  onCancel,
  pending,
  error,
  serverErrors,
}: EnderecoFormProps) {
  const form = useCheckedForm<EnderecoInput, EnderecoDados>(
    zodResolver(EnderecoSchema),
    ORDER,
    {
      destinatario: endereco?.destinatario ?? '',
      ...camposDoEndereco(endereco),
      telefone: endereco ? maskPhone(endereco.telefone) : '',
      principal: endereco?.principal ?? false,
    },
    serverErrors,
  )
  const { field, register, errors } = form

  return (
    <FormShell onSubmit={form.onSubmit(onSubmit)} error={form.message ?? error}>
      <TextField label="Destinatário" autoComplete="name" {...field('destinatario')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...CAMPO_CEP} error={errors.cep?.message} {...withMask(register('cep'), maskCep)} />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(00) 00000-0000"
          error={errors.telefone?.message}
          {...withMask(register('telefone'), maskPhone)}
        />
      </div>
      <TextField label="Logradouro" autoComplete="address-line1" {...field('logradouro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Número" hint="Use S/N se não houver." {...field('numero')} />
        <TextField label="Complemento (opcional)" autoComplete="address-line2" {...field('complemento')} />
      </div>
      <TextField label="Bairro" error={errors.bairro?.message} {...register('bairro')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField label="Cidade" autoComplete="address-level2" {...field('cidade')} />
        <SelectField
          label="UF"
          placeholder="Selecione"
          options={UF_OPTIONS}
          defaultValue={endereco?.uf ?? ''}
          {...field('uf')}
        />
      </div>
      <CheckboxField label="Endereço principal" {...register('principal')} />
      <FormActions cancel={onCancel} pending={pending}>
        {pending ? 'Salvando...' : 'Salvar endereço'}
      </FormActions>
    </FormShell>
  )
}
