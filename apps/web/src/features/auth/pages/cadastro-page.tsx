import { REDIRECT_MS } from '@recria/domain/constants'
import type { Register } from '@recria/domain/usuario'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { ApiError } from '../../../lib/api.ts'
import { comVoltar, useVoltar } from '../../../lib/session/voltar.ts'
import { useCadastrar } from '../api/cadastrar.ts'
import { AuthCard, linkClasses } from '../components/auth-card.tsx'
import { CadastroForm, type ServerErrors } from '../components/cadastro-form.tsx'

const DUPLICADO = 'Já existe um usuário com esse e-mail cadastrado.'
const SUCESSO = 'Usuário cadastrado com sucesso!'

/**
 * docs/product/conta.md, registration: the duplicate e-mail (409, or its text) and other validation
 * answers (400) stay in the form; anything else opens the "Erro: {message}" modal.
 */
function inFormError(error: unknown): ServerErrors | null {
  if (!(error instanceof ApiError)) return null
  const { mensagem, erros } = error.body
  if (error.status === 409 || mensagem.includes(DUPLICADO))
    return { mensagem: DUPLICADO, erros: { email: DUPLICADO } }
  if (error.status === 400) return { mensagem, erros }
  return null
}

export default function CadastroPage() {
  const navigate = useNavigate()
  const mutation = useCadastrar()
  const [modalError, setModalError] = useState<string | null>(null)
  // On to /login with where the visitor was and the e-mail just registered.
  const login = comVoltar('/login', useVoltar())
  const email = mutation.variables?.email

  useEffect(() => {
    if (!mutation.isSuccess) return
    const timer = setTimeout(() => navigate(login, { replace: true, state: { email } }), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [mutation.isSuccess, navigate, login, email])

  const submit = async (values: Register) => {
    try {
      await mutation.mutateAsync(values)
      return undefined
    } catch (error) {
      const inForm = inFormError(error)
      if (inForm) return inForm
      setModalError(`Erro: ${error instanceof ApiError ? error.body.mensagem : 'Erro inesperado'}`)
      return undefined
    }
  }

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Compre e venda produtos feitos de materiais recicláveis."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to={login} className={linkClasses}>
            Entrar
          </Link>
        </>
      }
    >
      <CadastroForm onSubmit={submit} pending={mutation.isPending} />
      <Dialog
        open={mutation.isSuccess}
        onOpenChange={() => navigate(login, { replace: true, state: { email } })}
        title={SUCESSO}
        description="Você será levado à página de login em instantes."
      >
        <Link to={login} replace state={{ email }} className={linkClasses}>
          Ir para o login agora
        </Link>
      </Dialog>
      <Dialog
        open={modalError !== null}
        onOpenChange={(open) => !open && setModalError(null)}
        title="Não foi possível criar a conta"
        description={modalError ?? undefined}
        footer={<Button onClick={() => setModalError(null)}>Fechar</Button>}
      />
    </AuthCard>
  )
}
