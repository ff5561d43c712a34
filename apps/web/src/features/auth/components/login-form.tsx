import { type Login, LoginSchema } from '@recria/domain/usuario'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormShell } from '../../../components/ui/form-shell.tsx'
import { EmailField } from '../../../components/ui/usuario-fields.tsx'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'
import { linkClasses } from './auth-card.tsx'

interface LoginFormProps {
  onSubmit: (values: Login) => void
  pending: boolean
  error: string | null
  /** The e-mail just registered, filled in. */
  emailInicial?: string
}

const ORDER = ['email', 'senha'] as const

export function LoginForm({ onSubmit, pending, error, emailInicial = '' }: LoginFormProps) {
  const form = useSchemaForm(LoginSchema, ORDER, { email: emailInicial, senha: '' })
  const { field, register, errors } = form

  return (
    <FormShell onSubmit={form.onSubmit(onSubmit)} error={form.message ?? error}>
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField label="Senha" autoComplete="current-password" {...field('senha')} />
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
