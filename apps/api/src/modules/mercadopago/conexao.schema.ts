import { z } from 'zod'

export const AuthorizeResponse = z.object({ sucesso: z.literal(true), authUrl: z.string() })

export const DisconnectResponse = z.object({ mensagem: z.string() })

// A browser redirect answers 302 whatever arrives: a malformed parameter counts as absent.
const param = z.string().optional().catch(undefined)
export const CallbackQuery = z.object({ code: param, state: param, error: param })
