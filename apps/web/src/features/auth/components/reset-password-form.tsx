import { ResetPasswordFormSchema, type ResetPasswordForm as Values } from '@recria/domain/usuario'
import { Button } from '../../../components/ui/button.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { NovaSenhaFields } from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'

interface ResetPasswordFormProps {
  onSubmit: (values: Values) => void
  pending: boolean
  error: string | null
}

/** docs/product/conta.md, reset password: length first, then the confirmation. */
const ORDER = ['novaSenha', 'confirmarSenha'] as const

export function ResetPasswordForm({ onSubmit, pending, error }: ResetPasswordFormProps) {
  const form = useSchemaForm(ResetPasswordFormSchema, ORDER, { novaSenha: '', confirmarSenha: '' })
  const { register, errors } = form

  return (
    <FormShell onSubmit={form.onSubmit(onSubmit)} error={form.message ?? error}>
      <NovaSenhaFields
        labels={['Nova senha', 'Confirmar nova senha']}
        hint="Pelo menos 8 caracteres."
        senha={{ field: register('novaSenha'), error: errors.novaSenha?.message }}
        confirmacao={{ field: register('confirmarSenha'), error: errors.confirmarSenha?.message }}
      />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        Redefinir senha
      </Button>
    </FormShell>
  )
}
