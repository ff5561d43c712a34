import { zodResolver } from '@hookform/resolvers/zod'
import { type ForgotPassword, ForgotPasswordSchema } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
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
    <form noValidate onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}>
      <FormAlert className="mb-4" message={firstError(errors, ORDER)?.message ?? error} />
      <div className="space-y-4">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          Enviar instruções
        </Button>
      </div>
    </form>
  )
}
