import { zodResolver } from '@hookform/resolvers/zod'
import { ResetPasswordFormSchema, type ResetPasswordForm as Values } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { FORM_MODE, firstError, focusFirstError } from '../../../lib/form-errors.ts'

interface ResetPasswordFormProps {
  onSubmit: (values: Values) => void
  pending: boolean
  error: string | null
}

/** Spec part 1 §5, reset password: length first, then the confirmation. */
const ORDER = ['novaSenha', 'confirmarSenha'] as const

export function ResetPasswordForm({ onSubmit, pending, error }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    ...FORM_MODE,
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { novaSenha: '', confirmarSenha: '' },
  })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}>
      <FormAlert className="mb-4" message={firstError(errors, ORDER)?.message ?? error} />
      <div className="space-y-4">
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          error={errors.novaSenha?.message}
          {...register('novaSenha')}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmarSenha?.message}
          {...register('confirmarSenha')}
        />
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          Redefinir senha
        </Button>
      </div>
    </form>
  )
}
