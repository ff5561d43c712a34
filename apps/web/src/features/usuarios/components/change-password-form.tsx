import { zodResolver } from '@hookform/resolvers/zod'
import { ChangePasswordFormSchema, type ChangePasswordForm as Values } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { NovaSenhaFields } from '../../../components/ui/usuario-fields.tsx'
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
    <FormShell
      onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}
      error={firstError(errors, ORDER)?.message ?? error}
      success={success}
    >
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        error={errors.senhaAtual?.message}
        {...register('senhaAtual')}
      />
      <NovaSenhaFields
        labels={['Nova senha', 'Confirmar nova senha']}
        hint="Pelo menos 8 caracteres, diferente da atual."
        senha={{ field: register('novaSenha'), error: errors.novaSenha?.message }}
        confirmacao={{ field: register('confirmarSenha'), error: errors.confirmarSenha?.message }}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Link to="/perfil" className={buttonClasses('secondary', 'md')}>
          Cancelar
        </Link>
        <Button type="submit" loading={pending} disabled={done}>
          Alterar senha
        </Button>
      </div>
    </FormShell>
  )
}
