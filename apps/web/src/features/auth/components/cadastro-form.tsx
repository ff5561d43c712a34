import { zodResolver } from '@hookform/resolvers/zod'
import { DOCUMENT_FIELD_MAX, PHONE_FIELD_MAX } from '@recria/domain/constants'
import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import { type Register, RegisterSchema } from '@recria/domain/usuario'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { FORM_MODE, firstError, focusFirstError, SERVER } from '../../../lib/form-errors.ts'
import { withMask } from '../../../lib/masked-input.ts'
import { linkClasses } from './auth-card.tsx'
import { PerfilChoice, type PerfilOption } from './perfil-choice.tsx'

/** Spec part 1 §5: the order the registration rules are checked in. */
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
  const { register, handleSubmit, setFocus, setError, setValue, watch, formState } = useForm({
    ...FORM_MODE,
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      nome: '',
      email: '',
      senha: '',
      confirmarSenha: '',
      cnpj_cpf: '',
      telefone: '',
      perfil: 'comprador',
      perfis: ['comprador'],
    },
  })
  const { errors } = formState
  const termos = watch('termos') === true

  const submit = handleSubmit(
    async (values) => {
      setServerError(null)
      const failure = await onSubmit(values)
      if (!failure) return
      setServerError(failure.mensagem)
      const fields = ORDER.filter((name) => failure.erros?.[name])
      for (const name of fields) setError(name, { type: SERVER, message: failure.erros?.[name] })
      if (fields[0]) setFocus(fields[0])
    },
    focusFirstError(setFocus, ORDER),
  )

  return (
    <form noValidate onSubmit={submit}>
      <FormAlert className="mb-4" message={firstError(errors, ORDER)?.message ?? serverError} />
      <div className="space-y-4">
        <TextField label="Nome" autoComplete="name" error={errors.nome?.message} {...register('nome')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          error={errors.senha?.message}
          {...register('senha')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          error={errors.confirmarSenha?.message}
          {...register('confirmarSenha')}
        />
        <TextField
          label="CPF ou CNPJ"
          inputMode="numeric"
          maxLength={DOCUMENT_FIELD_MAX}
          error={errors.cnpj_cpf?.message}
          {...withMask(register('cnpj_cpf'), maskCpfCnpj)}
        />
        <TextField
          label="Telefone (opcional)"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={PHONE_FIELD_MAX}
          error={errors.telefone?.message}
          {...withMask(register('telefone'), maskPhone)}
        />
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
        <Button type="submit" size="lg" className="w-full" disabled={!termos} loading={pending}>
          Criar conta
        </Button>
      </div>
    </form>
  )
}
