import type { Login, LoginAnswer, Perfil } from '@recria/domain/usuario'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { homeFor } from '../../../lib/session/home-for.ts'
import { comVoltar, useVoltar } from '../../../lib/session/voltar.ts'
import { useLogin } from '../api/login.ts'
import { AuthCard, linkClasses } from '../components/auth-card.tsx'
import { LoginForm } from '../components/login-form.tsx'
import { PerfilChooserDialog } from '../components/perfil-chooser-dialog.tsx'

const INVALID = 'E-mail ou senha inválidos. Tente novamente.'

/**
 * docs/product/conta.md: wrong credentials have one text; a rate limit (429) and a suspended account (403)
 * show the server's.
 */
function loginError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 403)) return error.body.mensagem
  if (error instanceof ApiError && error.status >= 500) return error.body.mensagem
  return INVALID
}

export default function LoginPage() {
  const navigate = useNavigate()
  const { signIn } = useAuth()
  const login = useLogin()
  const [choosing, setChoosing] = useState<LoginAnswer | null>(null)
  const voltar = useVoltar()
  // Just registered: the account's e-mail is already filled in.
  const emailCadastrado = (useLocation().state as { email?: unknown } | null)?.email

  // Back to where the visitor was (?voltar=); else docs/product/conta.md: the seller lands on /dashboard, the
  // buyer on /.
  const enter = (answer: LoginAnswer, perfil?: Perfil) => {
    signIn(answer, perfil)
    navigate(voltar ?? homeFor(perfil ?? answer.perfis[0]?.perfil ?? null), { replace: true })
  }

  const submit = (values: Login) =>
    login.mutate(values, {
      onSuccess: (answer) => (answer.perfis.length > 1 ? setChoosing(answer) : enter(answer)),
    })

  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse sua conta Recria."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to={comVoltar('/cadastro', voltar)} className={linkClasses}>
            Criar conta
          </Link>
        </>
      }
    >
      <LoginForm
        onSubmit={submit}
        pending={login.isPending}
        emailInicial={typeof emailCadastrado === 'string' ? emailCadastrado : ''}
        error={login.isError ? loginError(login.error) : null}
      />
      <PerfilChooserDialog
        open={choosing !== null}
        // Already signed in: closing the chooser (Escape, outside) enters with the default profile.
        onOpenChange={(open) => !open && choosing && enter(choosing)}
        onChoose={(perfil) => choosing && enter(choosing, perfil)}
      />
    </AuthCard>
  )
}
