// HTTP as the simulated people see it: an answer, or the server gone (refused, cut off mid-answer).
// A person whose page failed comes back when the site is up again and looks before doing it again.

export class ServidorFora extends Error {}

export interface Opcoes {
  cookie?: string
  json?: unknown
  cabecalhos?: Record<string, string>
}

export interface Resposta {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field, as a page does
  corpo: any
}

export interface Cliente {
  pedir(metodo: string, caminho: string, opcoes?: Opcoes): Promise<Resposta>
  /** A read: repeated (after the server is back) until it gets an answer. */
  ler(metodo: string, caminho: string, opcoes?: Opcoes): Promise<Resposta>
  /**
   * An action: done once; when the server went away before answering, `conferir` reads what happened
   * once it is back and answers the result when the action had gone through (undefined: do it again).
   */
  agir<T>(fazer: () => Promise<T>, conferir: () => Promise<T | undefined>): Promise<T>
}

/** What a run watches of every request (the cluster run counts them and dates the failures). */
export interface Observador {
  /**
   * Each request as it ended: its status, or 'fora' when no answer came; `falhou` when the person got
   * no answer of the API's (none at all, or the balancer's own error).
   */
  aoTerminar(r: {
    metodo: string
    caminho: string
    status: number | 'fora'
    quando: number
    falhou: boolean
  }): void
  /**
   * Behind a load balancer: a 502/503/504 without the API's `mensagem` is the balancer's, for a
   * request its server never answered (killed under it): the same as the server gone.
   */
  balanceador?: boolean
}

const doBalanceador = (status: number, corpo: unknown) =>
  status >= 502 &&
  status <= 504 &&
  !(typeof corpo === 'object' && corpo && typeof (corpo as { mensagem?: unknown }).mensagem === 'string')

export function criarCliente(baseUrl: string, noAr: () => Promise<void>, observador?: Observador): Cliente {
  async function pedir(
    metodo: string,
    caminho: string,
    { cookie, json, cabecalhos }: Opcoes = {},
  ): Promise<Resposta> {
    const headers: Record<string, string> = { ...cabecalhos }
    if (cookie) headers.cookie = cookie
    if (json !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    let texto: string
    try {
      res = await fetch(`${baseUrl}${caminho}`, {
        method: metodo,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(60_000),
      })
      texto = await res.text()
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw error
      observador?.aoTerminar({ metodo, caminho, status: 'fora', quando: Date.now(), falhou: true })
      throw new ServidorFora(`${metodo} ${caminho}: ${(error as Error).message}`)
    }
    let corpo: unknown = texto
    try {
      corpo = JSON.parse(texto)
    } catch {}
    const falhou = observador?.balanceador === true && doBalanceador(res.status, corpo)
    observador?.aoTerminar({ metodo, caminho, status: res.status, quando: Date.now(), falhou })
    if (falhou) throw new ServidorFora(`${metodo} ${caminho}: ${res.status} do balanceador`)
    return { status: res.status, corpo }
  }

  async function ler(metodo: string, caminho: string, opcoes?: Opcoes) {
    for (;;) {
      try {
        return await pedir(metodo, caminho, opcoes)
      } catch (error) {
        if (!(error instanceof ServidorFora)) throw error
        await noAr()
      }
    }
  }

  async function agir<T>(fazer: () => Promise<T>, conferir: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      try {
        return await fazer()
      } catch (error) {
        if (!(error instanceof ServidorFora)) throw error
      }
      for (;;) {
        await noAr()
        try {
          const feito = await conferir()
          if (feito !== undefined) return feito
          break
        } catch (error) {
          if (!(error instanceof ServidorFora)) throw error
        }
      }
    }
  }

  return { pedir, ler, agir }
}
