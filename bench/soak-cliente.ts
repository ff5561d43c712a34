// The soak's HTTP client: every call timed under its route (ids in the path read `{id}`), and every
// network error or status the journey did not expect counted as an error, with its first examples.
import { type Envio, httpCliente, type Resposta } from './carga.ts'

/** A call that failed; already counted, the journey that made it gives up its current step. */
export class Falha extends Error {}

/** The run's time is up: the journey stops where it is, as a person closing the tab. Not an error. */
export class Fim extends Falha {}

const EXEMPLOS = 20

/** `GET /api/pedidos/12?page=2` → `GET /api/pedidos/{id}`; a catalogue search keeps `?busca`. */
export function rotaDe(method: string, caminho: string) {
  const [path = '', query = ''] = caminho.replace(/^https?:\/\/[^/]+/, '').split('?')
  const rota = path.replace(/\/\d+(?=\/|$)/g, '/{id}')
  const busca = new URLSearchParams(query).has('busca') ? '?busca' : ''
  return `${method} ${rota}${busca}`
}

export function soakCliente(base: string, conexoes: number) {
  const http = httpCliente(conexoes)
  const tempos = new Map<string, number[]>()
  const exemplos: string[] = []
  const contagem = { chamadas: 0, erros: 0 }

  function erro(rota: string, descricao: string) {
    contagem.erros++
    if (exemplos.length < EXEMPLOS) exemplos.push(`${rota}: ${descricao.replace(/\s+/g, ' ').slice(0, 300)}`)
  }

  /** The call, timed; a status outside `esperado` (200 unless told) throws Falha. */
  async function chamar(
    method: string,
    caminho: string,
    { esperado = [200], ...envio }: Envio & { esperado?: number[] } = {},
  ): Promise<Resposta> {
    const rota = rotaDe(method, caminho)
    const url = caminho.startsWith('http') ? caminho : `${base}${caminho}`
    const t0 = performance.now()
    contagem.chamadas++
    let res: Resposta
    try {
      res = await http.pedir(method, url, envio)
    } catch (e) {
      erro(rota, `erro de rede: ${(e as Error).message}`)
      throw new Falha(rota)
    }
    const lista = tempos.get(rota) ?? []
    lista.push(performance.now() - t0)
    tempos.set(rota, lista)
    if (!esperado.includes(res.status)) {
      erro(rota, `${res.status} ${res.body.slice(0, 300)}`)
      throw new Falha(rota)
    }
    return res
  }

  return {
    chamar,
    get: (caminho: string, cookie?: string) => chamar('GET', caminho, { cookie }),
    json: async <T>(method: string, caminho: string, envio: Envio & { esperado?: number[] } = {}) =>
      JSON.parse((await chamar(method, caminho, envio)).body) as T,
    /** A failure seen outside a call (a stream that ended, an answer missing what it must hold). */
    erro,
    tempos,
    exemplos,
    contagem,
    close: () => http.close(),
  }
}

export type SoakCliente = ReturnType<typeof soakCliente>

/**
 * A person's journey, `volta` after `volta` with a pause between, while the run is on. A step that
 * failed its call (Falha) was counted already; anything else thrown is an error of the `jornada`.
 */
export async function repetir(
  amb: { cli: SoakCliente; pausa: () => Promise<void>; ativo: () => boolean },
  jornada: string,
  volta: () => Promise<void>,
) {
  while (amb.ativo()) {
    try {
      await volta()
    } catch (e) {
      if (!(e instanceof Falha)) amb.cli.erro(jornada, (e as Error).stack ?? String(e))
    }
    await amb.pausa().catch(() => {})
  }
}
