import { zodResolver } from '@hookform/resolvers/zod'
import { type ForgotPassword, ForgotPasswordSchema } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { EmailField } from '../../../components/ui/usuario-fields.tsx'
import { FORM_MODE, firstError, focusFirstError } from '../../../lib/form-errors.ts'

interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPassword) => void
  pending: boolean
  error: string | null
}

const ORDER = ['email'] as const

export function ForgotPasswordForm({ onSubmit, pending, error }: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ ...FORM_MODE, resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } })

  return (
    <FormShell
      onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}
      error={firstError(errors, ORDER)?.message ?? error}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        Enviar instruções
      </Button>
    </FormShell>
  )
}
