// Route schemas every module shares.
import { z } from '@recria/domain/zod'

const INVALID_ID = 'Identificador inválido.'
/** Ids are PostgreSQL integers: anything else names nothing and is refused before any query. */
const PG_INTEGER_MAX = 2_147_483_647

export const IdParams = z.object({
  id: z.coerce
    .number({ error: INVALID_ID })
    .int(INVALID_ID)
    .positive(INVALID_ID)
    .max(PG_INTEGER_MAX, INVALID_ID),
})

export const MessageResponse = z.object({ mensagem: z.string() })
