import { zodResolver } from '@hookform/resolvers/zod'
import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import { type ProfileEdit, ProfileEditSchema, type Usuario } from '@recria/domain/usuario'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { DocumentoField, EmailField, TelefoneField } from '../../../components/ui/usuario-fields.tsx'
import { FORM_MODE, firstError, focusFirstError, SERVER } from '../../../lib/form-errors.ts'
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
    <FormShell
      onSubmit={submit}
      error={firstError(errors, ORDER)?.message ?? failure?.mensagem}
      success={success}
    >
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
      <EmailField error={errors.email?.message} {...register('email')} />
      <DocumentoField field={register('cnpj_cpf')} error={errors.cnpj_cpf?.message} />
      <TelefoneField field={register('telefone')} error={errors.telefone?.message} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Link to="/perfil" className={buttonClasses('secondary', 'md')}>
          Cancelar
        </Link>
        <Button type="submit" loading={pending} disabled={done}>
          Salvar alterações
        </Button>
      </div>
    </FormShell>
  )
}
