import { type ForgotPassword, ForgotPasswordSchema } from '@recria/domain/usuario'
import { Button } from '../../../components/ui/button.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { EmailField } from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'

interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPassword) => void
  pending: boolean
  error: string | null
}

const ORDER = ['email'] as const

export function ForgotPasswordForm({ onSubmit, pending, error }: ForgotPasswordFormProps) {
  const form = useSchemaForm(ForgotPasswordSchema, ORDER, { email: '' })

  return (
    <FormShell onSubmit={form.onSubmit(onSubmit)} error={form.message ?? error}>
      <EmailField error={form.errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        Enviar instruções
      </Button>
    </FormShell>
  )
}
