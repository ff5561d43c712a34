import { AUTH_MSG } from '@recria/domain/auth'
import { type Register, RegisterSchema } from '@recria/domain/usuario'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { CheckboxField, TextField } from '../../../components/ui/field.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import {
  DocumentoField,
  EmailField,
  NovaSenhaFields,
  TelefoneField,
} from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'
import { linkClasses } from './auth-card.tsx'
import { PerfilChoice, type PerfilOption } from './perfil-choice.tsx'

/** docs/product/conta.md: the order the registration rules are checked in. */
const ORDER = [
  'nome',
  'termos',
  'email',
  'cnpj_cpf',
  'senha',
  'confirmarSenha',
  'telefone',
  'perfil',
] as const

const termsLabel = (
  <>
    Li e aceito a{' '}
    <Link to="/politica-privacidade-termos-uso" target="_blank" className={linkClasses}>
      Política de Privacidade e Termos de Uso<span className="sr-only"> (abre em nova aba)</span>
    </Link>
    .
  </>
)

export type ServerErrors = { mensagem: string; erros?: Partial<Record<string, string>> }

interface CadastroFormProps {
  /** Resolves with the errors to show in the form, or nothing when the page took over. */
  onSubmit: (values: Register) => Promise<ServerErrors | undefined>
  pending: boolean
}

export function CadastroForm({ onSubmit, pending }: CadastroFormProps) {
  const [choice, setChoice] = useState<PerfilOption>('comprador')
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useSchemaForm(RegisterSchema, ORDER, {
    nome: '',
    email: '',
    senha: '',
    confirmarSenha: '',
    cnpj_cpf: '',
    telefone: '',
    perfil: 'comprador',
    perfis: ['comprador'],
  })
  const { register, setValue, errors, formState } = form
  const termos = form.watch('termos') === true
  const porQueDesabilitado = useId()

  const submit = form.onSubmit(async (values) => {
    setServerError(null)
    const failure = await onSubmit(values)
    if (!failure) return
    setServerError(failure.mensagem)
    form.showServerErrors(failure.erros)
  })

  return (
    <FormShell onSubmit={submit} error={form.message ?? serverError}>
      <TextField label="Nome" autoComplete="name" error={errors.nome?.message} {...register('nome')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NovaSenhaFields
        labels={['Senha', 'Confirmar senha']}
        hint="Pelo menos 8 caracteres."
        senha={{ field: register('senha'), error: errors.senha?.message }}
        confirmacao={{ field: register('confirmarSenha'), error: errors.confirmarSenha?.message }}
      />
      <DocumentoField field={register('cnpj_cpf')} error={errors.cnpj_cpf?.message} />
      <TelefoneField field={register('telefone')} error={errors.telefone?.message} />
      <PerfilChoice
        value={choice}
        error={errors.perfil?.message ?? errors.perfis?.message}
        onChange={(option) => {
          setChoice(option.value)
          setValue('perfis', [...option.perfis], { shouldValidate: formState.isSubmitted })
          setValue('perfil', option.perfis[0], { shouldValidate: formState.isSubmitted })
        }}
      />
      <CheckboxField label={termsLabel} error={errors.termos?.message} {...register('termos')} />
      {!termos && (
        <p id={porQueDesabilitado} className="text-sm text-stone-600">
          {AUTH_MSG.aceiteOsTermos}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!termos}
        aria-describedby={termos ? undefined : porQueDesabilitado}
        loading={pending}
      >
        Criar conta
      </Button>
    </FormShell>
  )
}
