// The storefront's shared answers kept in this process's memory (decision 037): the catalogue's pages,
// the listing page and the shop are the same for every caller, so each is computed once and kept as
// the body Fastify serialised (a hit costs no query, no validation and no serialisation). Every change
// the database makes to what they show arrives on the 'catalogo' channel (migration 0038) and drops
// everything kept; while that channel is not listened to, nothing is kept or served from here.
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from './guards.ts'
import type { Ouvinte } from './pg-canal.ts'

export const CANAL_CATALOGO = 'catalogo'

interface Entrada {
  corpo: string | Buffer
  etag: string
  em: number
}

export interface CacheVitrineOpcoes {
  /** Answers kept at most (least recently used dropped first); 0 turns the cache off. */
  entradas: number
  /** The longest an answer is kept without a notice: a seller's block ends by itself, with no write. */
  validadeMs: number
  /**
   * After a notice, how long nothing is kept: answers read from a replica (DATABASE_READ_URL) may
   * still be older than the change the notice speaks of. 0 without a replica.
   */
  esperaMs: number
}

/**
 * Visitors' answers: a browser asks again (ETag) before each use; a shared cache may serve one for a
 * second (nginx and most CDNs keep nothing at `max-age=0`), then asks again too.
 */
const PUBLICO = 'public, max-age=0, s-maxage=1, must-revalidate'
/** A signed-in caller's: the same body, but never kept by a shared cache. */
const PRIVADO = 'private, no-cache'

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache's key and generation of a miss this request is computing (set by `preHandler`). */
    vitrineCache?: { chave: string; url: string; geracao: number } | null
  }
}

export function createCacheVitrine({ entradas, validadeMs, esperaMs }: CacheVitrineOpcoes) {
  const guardadas = new Map<string, Entrada>()
  let ouvindo = false
  let geracao = 0
  let guardarDesde = 0

  function esquecer() {
    geracao++
    guardadas.clear()
    guardarDesde = Date.now() + esperaMs
  }

  function ler(chave: string) {
    const e = guardadas.get(chave)
    if (!e) return undefined
    if (Date.now() - e.em >= validadeMs) {
      guardadas.delete(chave)
      return undefined
    }
    return e
  }

  function guardar(chaves: string[], e: Entrada) {
    for (const chave of chaves) {
      guardadas.delete(chave)
      guardadas.set(chave, e)
    }
    // A Map iterates in insertion order: the first keys are the least recently stored.
    for (const chave of guardadas.keys()) {
      if (guardadas.size <= entradas) break
      guardadas.delete(chave)
    }
  }

  const ligado = entradas > 0
  const ativo = () => ligado && ouvindo

  function cabecalhos(req: FastifyRequest, reply: FastifyReply, etag: string) {
    reply.header('etag', etag)
    reply.header('vary', 'Cookie')
    reply.header('cache-control', req.cookies[SESSION_COOKIE] ? PRIVADO : PUBLICO)
  }

  function responder(req: FastifyRequest, reply: FastifyReply, e: Entrada) {
    req.vitrineCache = null
    cabecalhos(req, reply, e.etag)
    if (naoMudou(req.headers['if-none-match'], e.etag)) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(e.corpo)
  }

  /**
   * The hooks of one cached GET route: `chave` names its answer from the validated request (the
   * parsed query and path, so `?a=1&b=2` and `?b=2&a=1` share one entry). A request whose URL was
   * seen is answered in `onRequest`, before anything else; a new spelling of a known answer in
   * `preHandler`; a miss stores the body Fastify sent.
   */
  function rota(nome: string, chave: (req: FastifyRequest) => unknown) {
    const doPedido = (req: FastifyRequest) => `${nome}:${JSON.stringify(chave(req))}`
    return {
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        if (req.method !== 'GET' || !ativo()) return
        const e = ler(`u:${req.url}`)
        if (e) return responder(req, reply, e)
      },
      preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (req.method !== 'GET') return
        const chaveDoPedido = doPedido(req)
        const e = ativo() ? ler(chaveDoPedido) : undefined
        if (e) {
          guardar([`u:${req.url}`], e)
          return responder(req, reply, e)
        }
        // Off or not listening: the answer still carries its ETag and Cache-Control, kept nowhere.
        req.vitrineCache = { chave: chaveDoPedido, url: `u:${req.url}`, geracao }
      },
      onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const miss = req.vitrineCache
        if (!miss || reply.statusCode !== 200) return payload
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
        const e: Entrada = { corpo: payload, etag: etagDe(payload), em: Date.now() }
        // A notice arrived while this answer was computed: it may predate the change, keep nothing.
        if (ativo() && miss.geracao === geracao && Date.now() >= guardarDesde)
          guardar([miss.chave, miss.url], e)
        cabecalhos(req, reply, e.etag)
        if (naoMudou(req.headers['if-none-match'], e.etag)) {
          reply.code(304)
          return ''
        }
        return payload
      },
    }
  }

  const ouvinte: Ouvinte = {
    mensagem: esquecer,
    perdida() {
      ouvindo = false
      esquecer()
    },
    retomada() {
      esquecer()
      ouvindo = true
    },
  }

  return {
    ligado,
    ouvinte,
    rota,
    /** Answers kept now (tests, metrics). */
    tamanho: () => guardadas.size,
    /** Listening and keeping answers. */
    ativo,
  }
}

export type CacheVitrine = ReturnType<typeof createCacheVitrine>

/** A strong validator of the body itself: equal bodies from any process or generation match. */
function etagDe(corpo: string | Buffer) {
  return `"${createHash('sha1').update(corpo).digest('base64url')}"`
}

function naoMudou(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}
