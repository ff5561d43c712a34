// The one HTTP client of the web app: JSON in and out, cookies included, errors as ApiError.

export interface ApiErrorBody {
  mensagem: string
  codigo?: string
  erros?: Record<string, string>
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.mensagem)
  }
}

/** The message of an error whose body carried none (an HTML 502 from a proxy, say). */
export const ERRO_INESPERADO = 'Erro inesperado'

/**
 * What the server said when it refused the request (4xx with a `mensagem`): the reason a buyer can
 * act on ('Você não pode comprar seu próprio anúncio.'). Null for server failures and lost
 * connections, where the caller's own text ('Erro ao …. Tente novamente.') says more.
 */
export function mensagemDoServidor(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null
  return error.body.mensagem && error.body.mensagem !== ERRO_INESPERADO ? error.body.mensagem : null
}

type Listener = (error: ApiError) => void
const listeners = new Set<Listener>()

/** Lets the session layer react to token errors (docs/product/README.md) without every caller knowing. */
export function onApiError(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init
  const response = await fetch(`/api${path}`, {
    credentials: 'include',
    ...rest,
    headers: { ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  })
  const text = await response.text()
  const data = text ? JSON.parse(text) : undefined
  if (!response.ok) {
    const error = new ApiError(response.status, data?.mensagem ? data : { mensagem: ERRO_INESPERADO })
    for (const listener of listeners) listener(error)
    throw error
  }
  return data as T
}

/** The answer, or null when the server says there is none (404): no cart yet, no order awaiting payment. */
export async function apiOuNulo<T>(path: string): Promise<T | null> {
  try {
    return await api<T>(path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
