import { ChangePasswordFormSchema, type ChangePasswordForm as Values } from '@recria/domain/usuario'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { NovaSenhaFields } from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'

/** docs/product/conta.md, change password: the five rules in this order. */
const ORDER = ['senhaAtual', 'novaSenha', 'confirmarSenha'] as const

interface ChangePasswordFormProps {
  onSubmit: (values: Values) => void
  pending: boolean
  done: boolean
  error: string | null
  success: string | null
}

export function ChangePasswordForm({ onSubmit, pending, done, error, success }: ChangePasswordFormProps) {
  const form = useSchemaForm(ChangePasswordFormSchema, ORDER, {
    senhaAtual: '',
    novaSenha: '',
    confirmarSenha: '',
  })
  const { field, register, errors } = form

  return (
    <FormShell onSubmit={form.onSubmit(onSubmit)} error={form.message ?? error} success={success}>
      <PasswordField label="Senha atual" autoComplete="current-password" {...field('senhaAtual')} />
      <NovaSenhaFields
        labels={['Nova senha', 'Confirmar nova senha']}
        hint="Pelo menos 8 caracteres, diferente da atual."
        senha={{ field: register('novaSenha'), error: errors.novaSenha?.message }}
        confirmacao={{ field: register('confirmarSenha'), error: errors.confirmarSenha?.message }}
      />
      <FormActions cancel="/perfil" pending={pending} disabled={done}>
        Alterar senha
      </FormActions>
    </FormShell>
  )
}
