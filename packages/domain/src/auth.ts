/**
 * Signing in and out, the session the API checks on every call (its 401 codes TOKEN_NAO_FORNECIDO,
 * TOKEN_INVALIDO and TOKEN_EXPIRADO, docs/product/conta.md) and the forgotten-password flow
 * (docs/product/conta.md). The sign-in and reset schemas live in ./usuario.ts with the other account forms.
 */
export const AUTH_MSG = {
  senhaObrigatoria: 'Informe a senha.',
  loginInvalido: 'E-mail ou senha inválidos. Tente novamente.',
  sessaoEncerrada: 'Sessão encerrada.',
  tokenNaoFornecido: 'Você precisa estar logado para acessar este recurso.',
  tokenInvalido: 'Sessão inválida. Faça login novamente.',
  tokenExpirado: 'Sua sessão expirou. Faça login novamente.',
  esqueciSenhaEnviado:
    'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir sua senha.',
  linkRedefinicaoInvalido: 'Token inválido ou expirado.',
  senhaRedefinida: 'Senha redefinida com sucesso.',
  /** Beside 'Criar conta' while it is disabled: why. */
  aceiteOsTermos: 'Aceite a Política de Privacidade e Termos de Uso para criar a conta.',
  /** An operator suspended the account (the console's Users area): told only to who knows the password. */
  contaSuspensa: 'Sua conta está suspensa. Fale com a Recria pelo e-mail suporte@recria.com.br.',
} as const
