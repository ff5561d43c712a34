// `GET /notificacoes/stream` (docs/design.md#stack real time): Server-Sent Events for the signed-in user. On
// connect, the unread count (after the notifications newer than `Last-Event-ID`, on a reconnect);
// then each new notification (event id = id_notificacao) and the count, as the process's one LISTEN
// connection hears of them; a comment line as heartbeat.
import type { OutgoingHttpHeaders } from 'node:http'
import { HTTP_MSG } from '@recria/domain/http'
import { parseId } from '@recria/domain/id'
import { NOTIFICACAO_MSG, type Notificacao } from '@recria/domain/notificacao'
import type { FastifyPluginAsync } from 'fastify'
import { HttpError, TooManyRequests } from '../../lib/errors.ts'
import { requireUser, signedIn } from '../../lib/guards.ts'
import type { Canal } from '../../lib/pg-canal.ts'
import { routeOptions } from '../../lib/route.ts'
import type { NotificacoesService } from './notificacoes.service.ts'

/** Whether a session is still open (not logged out, not expired); the auth module answers it. */
export type SessionOpen = (tokenHash: string) => Promise<boolean>

export interface StreamOptions {
  service: NotificacoesService
  sessionOpen: SessionOpen
  canal: Canal
  heartbeatMs: number
  /** Streams open at once in this process, per user and per IP; more get 429. */
  maxPorUsuario: number
  maxPorIp: number
}

const definidos = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as OutgoingHttpHeaders

/** Notifications read per catch-up query; a long absence is sent in several. */
const LOTE = 100

/** `Retry-After` of a refused stream: an open one frees its place only when it ends. */
const ESPERA_SEGUNDOS = 60

/**
 * Places taken per key (a user, an IP), in this process: each process holds its own streams, so
 * each counts its own. A key leaves the map with its last stream.
 */
function vagas(max: number) {
  const abertos = new Map<string | number, number>()
  return {
    cabe: (chave: string | number) => (abertos.get(chave) ?? 0) < max,
    ocupar: (chave: string | number) => abertos.set(chave, (abertos.get(chave) ?? 0) + 1),
    liberar(chave: string | number) {
      const n = (abertos.get(chave) ?? 0) - 1
      if (n > 0) abertos.set(chave, n)
      else abertos.delete(chave)
    },
  }
}

const evento = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

export const notificacoesStream: FastifyPluginAsync<StreamOptions> = async (
  app,
  { service, sessionOpen, canal, heartbeatMs, maxPorUsuario, maxPorIp },
) => {
  const porUsuario = vagas(maxPorUsuario)
  const porIp = vagas(maxPorIp)
  app.get(
    '/notificacoes/stream',
    routeOptions(['notificacoes'])(signedIn, { produces: ['text/event-stream'] }),
    async (req, reply) => {
      // Only an event-stream client gets an endless answer (EventSource always asks for one).
      if (!req.headers.accept?.includes('text/event-stream'))
        throw new HttpError(406, NOTIFICACAO_MSG.streamApenasEventos)
      const user = await requireUser(req)
      const idUsuario = user.id_usuario
      const lastEventId = req.headers['last-event-id']
      let ultimo = lastEventId === undefined ? null : parseId(lastEventId)
      if (lastEventId !== undefined && ultimo === null) throw new HttpError(400, HTTP_MSG.idInvalido)
      // Each open stream costs a query per heartbeat: a few per user and per address, freed as they end.
      const ip = req.ip
      if (!porUsuario.cabe(idUsuario) || !porIp.cabe(ip))
        throw new TooManyRequests(ESPERA_SEGUNDOS, NOTIFICACAO_MSG.streamsDemais)
      porUsuario.ocupar(idUsuario)
      porIp.ocupar(ip)

      // Taken over from here: helmet's headers set in onRequest are copied, nothing buffers or compresses.
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        ...definidos(reply.getHeaders()),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      })
      res.write('retry: 3000\n\n')

      let aberto = true
      const enviar = (texto: string) => aberto && res.write(texto)
      // One step at a time, in order: each step catches up from the last id sent, so a burst of
      // NOTIFYs or a reconnect of the LISTEN connection sends every notification exactly once.
      let fila: Promise<void> = Promise.resolve()
      const emDia = () => {
        fila = fila.then(recuperar).catch((err) => {
          req.log.error({ err }, 'notificações: falha ao enviar ao stream')
          encerrar()
        })
      }
      async function recuperar() {
        if (!aberto) return
        let novas: Notificacao[]
        do {
          novas = await service.depoisDe(idUsuario, ultimo ?? 0, LOTE)
          for (const n of novas) enviar(evento('notificacao', n, n.id_notificacao))
          ultimo = novas.at(-1)?.id_notificacao ?? ultimo
        } while (novas.length === LOTE)
        enviar(evento('contagem', await service.contar(idUsuario, 'nao_lida')))
      }

      // The heartbeat also re-checks the session: after logout or expiry (30 min) the stream ends, and
      // the browser's reconnect meets the 401 the rest of the API answers.
      const heartbeat = setInterval(async () => {
        const open = await sessionOpen(user.tokenHash).catch(() => true)
        if (open) enviar(': ping\n\n')
        else encerrar()
      }, heartbeatMs)
      let cancelar = () => {}
      function encerrar() {
        if (!aberto) return
        aberto = false
        porUsuario.liberar(idUsuario)
        porIp.liberar(ip)
        clearInterval(heartbeat)
        cancelar()
        // The socket goes too: left idle for keep-alive, it would hold the server's close at shutdown.
        res.end(() => res.socket?.destroy())
      }
      req.raw.on('close', encerrar)
      // A client gone while the user was being read has no close event left to send.
      if (res.socket?.destroyed !== false) encerrar()
      try {
        // Without Last-Event-ID the stream starts from now. The baseline is read before listening:
        // what commits in between is newer than it and goes out with the first catch-up.
        ultimo ??= await service.ultimoId(idUsuario)
        cancelar = await canal.assinar(idUsuario, { aviso: emDia, encerrar })
      } catch (err) {
        req.log.error({ err }, 'notificações: LISTEN indisponível')
        return encerrar()
      }
      if (!aberto) cancelar()
      emDia()
    },
  )
}
