// A real HTTP client for the notification stream: reads Server-Sent Events as they arrive.
export interface Evento {
  event?: string
  id?: string
  data?: unknown
  comment?: string
}

export async function abrirStream(base: string, cookie?: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const res = await fetch(`${base}/api/notificacoes/stream`, {
    headers: { accept: 'text/event-stream', ...(cookie && { cookie }), ...headers },
    signal: controller.signal,
  })
  const reader = res.body?.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let terminou = false
  const fila: Evento[] = []
  // A read that outlived its caller's wait is kept for the next call: its chunk must not be lost.
  let pendente: ReturnType<NonNullable<typeof reader>['read']> | null = null

  /** Parses every complete block in the buffer (blocks end with a blank line). */
  function blocos() {
    let fim = buffer.indexOf('\n\n')
    while (fim >= 0) {
      const bloco = buffer.slice(0, fim)
      buffer = buffer.slice(fim + 2)
      const e: Evento = {}
      for (const line of bloco.split('\n')) {
        if (line.startsWith(':')) e.comment = line.slice(1).trim()
        else if (line.startsWith('event: ')) e.event = line.slice(7)
        else if (line.startsWith('id: ')) e.id = line.slice(4)
        else if (line.startsWith('data: ')) e.data = JSON.parse(line.slice(6))
      }
      if (e.event || e.comment !== undefined) fila.push(e)
      fim = buffer.indexOf('\n\n')
    }
  }

  return {
    res,
    /** The next event (heartbeats skipped unless asked for), or an error after `ms`. */
    async proximo({ ms = 1000, comentarios = false } = {}): Promise<Evento> {
      const prazo = Date.now() + ms
      for (;;) {
        const i = fila.findIndex((e) => comentarios || e.event)
        if (i >= 0) return fila.splice(i, 1)[0] as Evento
        if (terminou || !reader) throw new Error('stream ended')
        const restante = prazo - Date.now()
        if (restante <= 0) throw new Error(`no event within ${ms} ms`)
        let timer: NodeJS.Timeout | undefined
        const tempo = new Promise<'tempo'>((r) => {
          timer = setTimeout(() => r('tempo'), restante)
        })
        pendente ??= reader.read()
        const lido = await Promise.race([pendente, tempo])
        clearTimeout(timer)
        if (lido === 'tempo') continue
        pendente = null
        if (lido.done) terminou = true
        else buffer += decoder.decode(lido.value, { stream: true })
        blocos()
      }
    },
    /** Resolves when the server ends the stream (or after `ms`, false). */
    async terminado(ms = 2000) {
      const prazo = Date.now() + ms
      while (!terminou && Date.now() < prazo)
        await this.proximo({ ms: prazo - Date.now(), comentarios: true }).catch(() => {})
      return terminou
    },
    fechar: () => controller.abort(),
  }
}
