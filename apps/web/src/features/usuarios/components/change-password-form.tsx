import { zodResolver } from '@hookform/resolvers/zod'
import { ChangePasswordFormSchema, type ChangePasswordForm as Values } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { FORM_MODE, firstError, focusFirstError } from '../../../lib/form-errors.ts'

/** Spec part 1 §5, change password: the five rules in this order. */
const ORDER = ['senhaAtual', 'novaSenha', 'confirmarSenha'] as const

interface ChangePasswordFormProps {
  onSubmit: (values: Values) => void
  pending: boolean
  done: boolean
  error: string | null
  success: string | null
}

export function ChangePasswordForm({ onSubmit, pending, done, error, success }: ChangePasswordFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    ...FORM_MODE,
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { senhaAtual: '', novaSenha: '', confirmarSenha: '' },
  })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}>
      <FormAlert className="mb-4" message={firstError(errors, ORDER)?.message ?? error} />
      <FormAlert className="mb-4" tone="success" message={success} />
      <div className="space-y-4">
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          error={errors.senhaAtual?.message}
          {...register('senhaAtual')}
        />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres, diferente da atual."
          error={errors.novaSenha?.message}
          {...register('novaSenha')}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmarSenha?.message}
          {...register('confirmarSenha')}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Link to="/perfil" className={buttonClasses('secondary', 'md')}>
            Cancelar
          </Link>
          <Button type="submit" loading={pending} disabled={done}>
            Alterar senha
          </Button>
        </div>
      </div>
    </form>
  )
}
