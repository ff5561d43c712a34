import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import { type ProfileEdit, ProfileEditSchema, type Usuario } from '@recria/domain/usuario'
import { useState } from 'react'
import { TextField } from '../../../components/ui/field.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { DocumentoField, EmailField, TelefoneField } from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'
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
  const form = useSchemaForm(ProfileEditSchema, ORDER, {
    nome: user.nome,
    email: user.email,
    cnpj_cpf: maskCpfCnpj(user.cnpj_cpf),
    telefone: maskPhone(user.telefone ?? ''),
  })
  const { register, errors } = form

  const submit = form.onSubmit(async (dados) => {
    setFailure(null)
    const result = await onSubmit(dados, { foto, removerFoto })
    if (!result) return
    setFailure(result)
    form.showServerErrors(result.erros)
  })

  return (
    <FormShell onSubmit={submit} error={form.message ?? failure?.mensagem} success={success}>
      <PhotoField
        nome={form.watch('nome')}
        currentUrl={user.foto_url}
        file={foto}
        removed={removerFoto}
        onFile={setFoto}
        onRemove={() => setRemoverFoto(true)}
        error={failure?.erros.foto}
      />
      <TextField label="Nome" autoComplete="name" error={errors.nome?.message} {...register('nome')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <DocumentoField field={register('cnpj_cpf')} error={errors.cnpj_cpf?.message} />
      <TelefoneField field={register('telefone')} error={errors.telefone?.message} />
      <FormActions cancel="/perfil" pending={pending} disabled={done}>
        Salvar alterações
      </FormActions>
    </FormShell>
  )
}
