import { DOCUMENT_FIELD_MAX, PHONE_FIELD_MAX } from '@recria/domain/constants'
import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import type { ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { withMask } from '../../lib/masked-input.ts'
import { PasswordField, TextField } from './field.tsx'

/** A react-hook-form field and its message. */
interface RegisteredField<N extends string> {
  field: UseFormRegisterReturn<N>
  error?: string
}

/** The e-mail of sign-in, registration, the forgotten password and the profile. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" {...props} />
}

/** CPF or CNPJ, masked as it is typed (registration, profile). */
export function DocumentoField({ field, error }: RegisteredField<'cnpj_cpf'>) {
  return (
    <TextField
      label="CPF ou CNPJ"
      inputMode="numeric"
      maxLength={DOCUMENT_FIELD_MAX}
      error={error}
      {...withMask(field, maskCpfCnpj)}
    />
  )
}

/** The optional phone, masked as it is typed (registration, profile). */
export function TelefoneField({ field, error }: RegisteredField<'telefone'>) {
  return (
    <TextField
      label="Telefone (opcional)"
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={PHONE_FIELD_MAX}
      error={error}
      {...withMask(field, maskPhone)}
    />
  )
}

interface NovaSenhaFieldsProps<S extends string, C extends string> {
  /** 'Senha' and 'Confirmar senha', or 'Nova senha' and 'Confirmar nova senha'. */
  labels: readonly [senha: string, confirmacao: string]
  hint: string
  senha: RegisteredField<S>
  confirmacao: RegisteredField<C>
}

/** A new password and its confirmation (registration, reset, change). */
export function NovaSenhaFields<S extends string, C extends string>({
  labels,
  hint,
  senha,
  confirmacao,
}: NovaSenhaFieldsProps<S, C>) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        autoComplete="new-password"
        hint={hint}
        error={senha.error}
        {...senha.field}
      />
      <PasswordField
        label={labels[1]}
        autoComplete="new-password"
        error={confirmacao.error}
        {...confirmacao.field}
      />
    </>
  )
}
