import { zodResolver } from '@hookform/resolvers/zod'
import { DOCUMENT_FIELD_MAX, PHONE_FIELD_MAX } from '@recria/domain/constants'
import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import { type ProfileEdit, ProfileEditSchema, type Usuario } from '@recria/domain/usuario'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { FORM_MODE, firstError, focusFirstError, SERVER } from '../../../lib/form-errors.ts'
import { withMask } from '../../../lib/masked-input.ts'
import { PhotoField } from './photo-field.tsx'

const ORDER = ['nome', 'email', 'cnpj_cpf', 'telefone'] as const

export interface PhotoChange {
  foto: File | null
  removerFoto: boolean
}

export interface ServerFailure {
  mensagem: string
  erros: Partial<Record<string, string>>
}

interface PerfilEditFormProps {
  user: Usuario
  /** Resolves with what went wrong, or nothing on success. */
  onSubmit: (dados: ProfileEdit, photo: PhotoChange) => Promise<ServerFailure | undefined>
  pending: boolean
  done: boolean
  success: string | null
}

export function PerfilEditForm({ user, onSubmit, pending, done, success }: PerfilEditFormProps) {
  const [foto, setFoto] = useState<File | null>(null)
  const [removerFoto, setRemoverFoto] = useState(false)
  const [failure, setFailure] = useState<ServerFailure | null>(null)
  const { register, handleSubmit, setFocus, setError, watch, formState } = useForm({
    ...FORM_MODE,
    resolver: zodResolver(ProfileEditSchema),
    defaultValues: {
      nome: user.nome,
      email: user.email,
      cnpj_cpf: maskCpfCnpj(user.cnpj_cpf),
      telefone: maskPhone(user.telefone ?? ''),
    },
  })
  const { errors } = formState

  const submit = handleSubmit(
    async (dados) => {
      setFailure(null)
      const result = await onSubmit(dados, { foto, removerFoto })
      if (!result) return
      setFailure(result)
      const fields = ORDER.filter((name) => result.erros[name])
      for (const name of fields) setError(name, { type: SERVER, message: result.erros[name] })
      if (fields[0]) setFocus(fields[0])
    },
    focusFirstError(setFocus, ORDER),
  )

  return (
    <form noValidate onSubmit={submit}>
      <FormAlert className="mb-4" message={firstError(errors, ORDER)?.message ?? failure?.mensagem} />
      <FormAlert className="mb-4" tone="success" message={success} />
      <div className="space-y-4">
        <PhotoField
          nome={watch('nome')}
          currentUrl={user.foto_url}
          file={foto}
          removed={removerFoto}
          onFile={setFoto}
          onRemove={() => setRemoverFoto(true)}
          error={failure?.erros.foto}
        />
        <TextField label="Nome" autoComplete="name" error={errors.nome?.message} {...register('nome')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
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
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Link to="/perfil" className={buttonClasses('secondary', 'md')}>
            Cancelar
          </Link>
          <Button type="submit" loading={pending} disabled={done}>
            Salvar alterações
          </Button>
        </div>
      </div>
    </form>
  )
}
