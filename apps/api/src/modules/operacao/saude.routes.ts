// GET /api/saude (alive) and GET /api/pronto (ready): the probes of a load balancer or an orchestrator.
import { OPERACAO_MSG } from '@recria/domain/operacao'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type pg from 'pg'
import { z } from 'zod'
import { migracoesEmDia } from '../../db/migrate.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import type { Prontidao } from './prontidao.ts'

const Ok = z.object({ status: z.literal('ok') })
const NaoPronto = z.object({ status: z.literal('indisponivel'), mensagem: z.string() })

export interface SaudeOptions {
  pool: pg.Pool
  /** The read replica's pool (DATABASE_READ_URL), reachable too for the process to be ready. */
  poolLeitura?: pg.Pool
  /** The simulator's tables count among the migrations (MP_MODE=simulador). */
  simulador: boolean
  migrationsFolder?: string
  /** The root app's state (prontidaoDe(app) in buildApp; this plugin sees an encapsulated instance). */
  prontidao: Prontidao
}

export const saudeRoutes: FastifyPluginAsyncZod<SaudeOptions> = async (
  app,
  { pool, poolLeitura, simulador, migrationsFolder, prontidao },
) => {
  const route = routeOptions(['operacao'])
  // Alive: the process answers. No database call: a slow database must not get processes restarted.
  app.get(
    '/saude',
    route(anyone, { description: 'O processo está vivo (sem consultar o banco).' }, { 200: Ok }),
    async () => ({
      status: 'ok' as const,
    }),
  )

  // Migrations do not come undone: once current, only reachability is asked again.
  let migracoesConfirmadas = false
  app.get(
    '/pronto',
    route(
      anyone,
      {
        description:
          'O processo aceita tráfego: banco acessível, migrações em dia, sem encerramento em curso.',
      },
      { 200: Ok, 503: NaoPronto },
    ),
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      const naoPronto = (mensagem: string) =>
        reply.status(503).send({ status: 'indisponivel' as const, mensagem })
      if (prontidao.encerrando) return naoPronto(OPERACAO_MSG.encerrando)
      try {
        if (migracoesConfirmadas) await pool.query('select 1')
        else migracoesConfirmadas = await migracoesEmDia(pool, { simulador, migrationsFolder })
        await poolLeitura?.query('select 1')
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'pronto: banco de dados inacessível')
        return naoPronto(OPERACAO_MSG.bancoIndisponivel)
      }
      if (!migracoesConfirmadas) return naoPronto(OPERACAO_MSG.migracoesPendentes)
      // The state may have changed while the database answered.
      if (prontidao.encerrando) return naoPronto(OPERACAO_MSG.encerrando)
      return { status: 'ok' as const }
    },
  )
}
