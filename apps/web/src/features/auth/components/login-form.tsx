import { zodResolver } from '@hookform/resolvers/zod'
import { type Login, LoginSchema } from '@recria/domain/usuario'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { EmailField } from '../../../components/ui/usuario-fields.tsx'
import { FORM_MODE, firstError, focusFirstError } from '../../../lib/form-errors.ts'
import { linkClasses } from './auth-card.tsx'

interface LoginFormProps {
  onSubmit: (values: Login) => void
  pending: boolean
  error: string | null
}

const ORDER = ['email', 'senha'] as const

export function LoginForm({ onSubmit, pending, error }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ ...FORM_MODE, resolver: zodResolver(LoginSchema), defaultValues: { email: '', senha: '' } })

  return (
    <FormShell
      onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}
      error={firstError(errors, ORDER)?.message ?? error}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        error={errors.senha?.message}
        {...register('senha')}
      />
      <div className="flex justify-end">
        <Link to="/esqueci-senha" className={`text-sm ${linkClasses}`}>
          Esqueceu sua senha?
        </Link>
      </div>
      <Button type="submit" className="w-full" size="lg" loading={pending}>
        Entrar
      </Button>
    </FormShell>
  )
}
