// Route schemas every module shares.
import { idTextSchema } from '@recria/domain/id'
import { z } from '@recria/domain/zod'

/** `:id` in a path: plain digits only (parsed once, the same way the id guard reads it). */
export const IdParams = z.object({ id: idTextSchema() })

export const MessageResponse = z.object({ mensagem: z.string() })

/** The input of a route whose path names one thing by `:id`. */
export const byId = { params: IdParams }
