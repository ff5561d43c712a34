import {
  CONEXAO_REDIRECT_ERRO_MS,
  CONEXAO_REDIRECT_SUCESSO_MS,
  conexaoErroMensagem,
} from '@recria/domain/conexao-mercadopago'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'

/**
 * docs/product/mercado-pago.md: the screen of both /mercadopago-conectado and /erro-autorizacao, where the
 * OAuth callback sends the seller with `sucesso=true` or `erro=<code>`; back to /perfil after 3 s
 * (success) or 5 s (error).
 */
export default function ConexaoResultadoPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const sucesso = params.get('sucesso') === 'true'
  const erro = params.get('erro')
  const delay = sucesso ? CONEXAO_REDIRECT_SUCESSO_MS : CONEXAO_REDIRECT_ERRO_MS
  const title = sucesso ? 'Mercado Pago conectado!' : 'Não foi possível conectar'
  usePageTitle(title)

  useEffect(() => {
    const timer = setTimeout(() => navigate('/perfil', { replace: true }), delay)
    return () => clearTimeout(timer)
  }, [navigate, delay])

  const Icon = sucesso ? CircleCheck : CircleAlert
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 py-10 text-center">
      <Icon aria-hidden="true" className={`size-14 ${sucesso ? 'text-marca-700' : 'text-red-700'}`} />
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <div role={sucesso ? 'status' : 'alert'} className="space-y-2">
        {sucesso ? (
          <p className="text-stone-700">
            Sua conta do Mercado Pago foi conectada com sucesso. Agora você já pode receber os pagamentos das
            suas vendas.
          </p>
        ) : (
          <p className="text-stone-700">{conexaoErroMensagem(erro)}</p>
        )}
      </div>
      <p className="text-sm text-stone-600">
        {`Você será levado ao seu perfil em ${delay / 1000} segundos.`}
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to="/perfil" replace className={buttonClasses(sucesso ? 'primary' : 'secondary', 'md')}>
          Voltar para Perfil
        </Link>
        {!sucesso && erro !== 'access_denied' && erro !== 'troca_bloqueada' ? (
          <Button onClick={() => window.location.reload()}>Tentar Novamente</Button>
        ) : null}
      </div>
    </div>
  )
}
