// The notification stream each account keeps open for the whole soak, read as it arrives: events are
// counted and handed to the journey; a stream the server ends or refuses counts as an error and is
// opened again, as the browser's EventSource would.
import http from 'node:http'

export interface Streams {
  abertos: number
  eventos: Map<string, number>
}

export function criarStreams(base: string, erro: (rota: string, descricao: string) => void) {
  const estado: Streams = { abertos: 0, eventos: new Map() }
  const agent = new http.Agent({ keepAlive: false })
  const rota = 'SSE /api/notificacoes/stream'
  const fechar: (() => void)[] = []
  let encerrando = false

  /** Opens `cookie`'s stream; `aoEvento` gets each event's name and data. */
  function abrir(cookie: string, aoEvento: (event: string, data: unknown) => void) {
    let req: http.ClientRequest | null = null
    const conectar = () => {
      let aberto = false
      let acabou = false
      const terminou = (descricao: string) => {
        if (acabou) return
        acabou = true
        if (aberto) estado.abertos--
        aberto = false
        if (encerrando) return
        erro(rota, descricao)
        setTimeout(conectar, 1000).unref()
      }
      req = http.get(
        `${base}/api/notificacoes/stream`,
        { agent, headers: { accept: 'text/event-stream', cookie } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume()
            terminou(`status ${res.statusCode}`)
            return
          }
          aberto = true
          estado.abertos++
          let buffer = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            buffer += chunk
            for (let fim = buffer.indexOf('\n\n'); fim >= 0; fim = buffer.indexOf('\n\n')) {
              const bloco = buffer.slice(0, fim)
              buffer = buffer.slice(fim + 2)
              let event = ''
              let data: unknown = null
              for (const line of bloco.split('\n')) {
                if (line.startsWith('event: ')) event = line.slice(7)
                else if (line.startsWith('data: ')) data = JSON.parse(line.slice(6))
              }
              const nome = event || 'comentário'
              estado.eventos.set(nome, (estado.eventos.get(nome) ?? 0) + 1)
              if (event) aoEvento(event, data)
            }
          })
          res.on('end', () => terminou('o servidor encerrou o stream'))
          res.on('error', (e) => terminou(`erro no stream: ${e.message}`))
        },
      )
      req.on('error', (e) => terminou(`erro de rede: ${e.message}`))
    }
    conectar()
    fechar.push(() => req?.destroy())
  }

  return {
    estado,
    abrir,
    /** Closes every stream (the end of the run, not an error). */
    fecharTodos() {
      encerrando = true
      for (const f of fechar) f()
      agent.destroy()
    },
  }
}
