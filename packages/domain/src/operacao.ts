/** The answers of the probes a load balancer and an operator's monitoring call. */
export const OPERACAO_MSG = {
  encerrando: 'Este processo está encerrando e não recebe novas requisições.',
  bancoIndisponivel: 'O banco de dados não está acessível.',
  migracoesPendentes: 'O banco de dados tem migrações pendentes: rode npm run db:migrate.',
  tokenMetricasInvalido: 'Token de métricas ausente ou inválido.',
} as const
