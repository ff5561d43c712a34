// Answers kept in this process's memory as the body Fastify serialised (a hit costs no query, no
// validation and no serialisation). The storefront's (decision 037): the catalogue's pages, the
// listing page and the shop are the same for every caller. A buyer's cart (decision 039): kept for
// that buyer alone, answered only after the route's guard. Every change the database makes to what
// they show arrives on a channel (migrations 0038, 0039) and drops everything kept; while the
// channels are not listened to, nothing is kept or served from here.
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from './guards.ts'
import type { Ouvinte } from './pg-canal.ts'

export const CANAL_CATALOGO = 'catalogo'
export const CANAL_CARRINHO = 'carrinho'

interface Entrada {
  corpo: string | Buffer
  etag: string
  em: number
}

export interface CacheRespostasOpcoes {
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
/** Methods that change nothing. */
const SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache's key and generation of a miss this request is computing (set by `preHandler`). */
    cacheResposta?: { chave: string; url: string | null; geracao: number } | null
  }
}

/** Answers of the caller's own (a cart): never served before the guard, never shared. */
interface RotaOpcoes {
  privada?: boolean
}

export function createCacheRespostas({ entradas, validadeMs, esperaMs }: CacheRespostasOpcoes) {
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

  function cabecalhos(req: FastifyRequest, reply: FastifyReply, etag: string, privada: boolean) {
    reply.header('etag', etag)
    reply.header('vary', 'Cookie')
    reply.header('cache-control', privada || req.cookies[SESSION_COOKIE] ? PRIVADO : PUBLICO)
  }

  function responder(req: FastifyRequest, reply: FastifyReply, e: Entrada, privada: boolean) {
    req.cacheResposta = null
    cabecalhos(req, reply, e.etag, privada)
    if (naoMudou(req.headers['if-none-match'], e.etag)) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(e.corpo)
  }

  /**
   * The hooks of one cached GET route: `chave` names its answer from the validated request (the
   * parsed query and path, so `?a=1&b=2` and `?b=2&a=1` share one entry). A request whose URL was
   * seen is answered in `onRequest`, before anything else; a new spelling of a known answer in
   * `preHandler`; a miss stores the body Fastify sent. A private route's answer is looked up in
   * `preHandler` only, after its `onRequest` guard, under a key that names its owner.
   */
  function rota(nome: string, chave: (req: FastifyRequest) => unknown, { privada = false }: RotaOpcoes = {}) {
    const doPedido = (req: FastifyRequest) => `${nome}:${JSON.stringify(chave(req))}`
    const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method !== 'GET') return
      const chaveDoPedido = doPedido(req)
      const url = privada ? null : `u:${req.url}`
      const e = ativo() ? ler(chaveDoPedido) : undefined
      if (e) {
        if (url) guardar([url], e)
        return responder(req, reply, e, privada)
      }
      // Off or not listening: the answer still carries its ETag and Cache-Control, kept nowhere.
      req.cacheResposta = { chave: chaveDoPedido, url, geracao }
    }
    const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const miss = req.cacheResposta
      if (!miss || reply.statusCode !== 200) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      const e: Entrada = { corpo: payload, etag: etagDe(payload), em: Date.now() }
      // A notice arrived while this answer was computed: it may predate the change, keep nothing.
      if (ativo() && miss.geracao === geracao && Date.now() >= guardarDesde)
        guardar(miss.url ? [miss.chave, miss.url] : [miss.chave], e)
      cabecalhos(req, reply, e.etag, privada)
      if (naoMudou(req.headers['if-none-match'], e.etag)) {
        reply.code(304)
        return ''
      }
      return payload
    }
    if (privada) return { preHandler, onSend }
    return {
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        if (req.method !== 'GET' || !ativo()) return
        const e = ler(`u:${req.url}`)
        if (e) return responder(req, reply, e, false)
      },
      preHandler,
      onSend,
    }
  }

  /**
   * `onSend` hook for every route of the app: a request that may write (anything but GET, HEAD and
   * OPTIONS) drops what this process kept before its answer leaves, so its caller's next read here is
   * never older than its write. Other processes drop theirs on the write's notice.
   */
  const aoEscrever = async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (!SEGUROS.has(req.method)) esquecer()
    return payload
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
    aoEscrever,
  }
}

export type CacheRespostas = ReturnType<typeof createCacheRespostas>

/** A strong validator of the body itself: equal bodies from any process or generation match. */
function etagDe(corpo: string | Buffer) {
  return `"${createHash('sha1').update(corpo).digest('base64url')}"`
}

function naoMudou(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}
