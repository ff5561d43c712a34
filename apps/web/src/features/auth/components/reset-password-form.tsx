import { zodResolver } from '@hookform/resolvers/zod'
import { ResetPasswordFormSchema, type ResetPasswordForm as Values } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { NovaSenhaFields } from '../../../components/ui/usuario-fields.tsx'
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
    <FormShell
      onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}
      error={firstError(errors, ORDER)?.message ?? error}
    >
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
