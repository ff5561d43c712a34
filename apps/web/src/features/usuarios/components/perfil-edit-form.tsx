import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import { type ProfileEdit, perfilEditSchema, type Usuario } from '@recria/domain/usuario'
import { useMemo, useState } from 'react'
import { PasswordField, TextField } from '../../../components/ui/field.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { DocumentoField, EmailField, TelefoneField } from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'
import { PhotoField } from './photo-field.tsx'

const ORDER = ['nome', 'email', 'senha', 'cnpj_cpf', 'telefone'] as const

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
  // A new e-mail asks the current password (decision 044).
  const schema = useMemo(() => perfilEditSchema(user.email), [user.email])
  const form = useSchemaForm(schema, ORDER, {
    nome: user.nome,
    email: user.email,
    cnpj_cpf: maskCpfCnpj(user.cnpj_cpf),
    telefone: maskPhone(user.telefone ?? ''),
  })
  const { field, register, errors } = form
  const trocaEmail = (form.watch('email') ?? '').trim().toLowerCase() !== user.email

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
      {trocaEmail && (
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          hint="Para trocar o e-mail, confirme com a sua senha. Enviaremos um link ao novo endereço: o e-mail só muda depois que você abrir esse link."
          {...field('senha')}
        />
      )}
      <DocumentoField field={register('cnpj_cpf')} error={errors.cnpj_cpf?.message} />
      <TelefoneField field={register('telefone')} error={errors.telefone?.message} />
      <FormActions cancel="/perfil" pending={pending} disabled={done}>
        Salvar alterações
      </FormActions>
    </FormShell>
  )
}
