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

export function criarCliente(baseUrl: string, noAr: () => Promise<void>): Cliente {
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
      throw new ServidorFora(`${metodo} ${caminho}: ${(error as Error).message}`)
    }
    let corpo: unknown = texto
    try {
      corpo = JSON.parse(texto)
    } catch {}
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
