// Ids are PostgreSQL integers written as plain digits: no sign, exponent, point, spaces or leading
// zeros. Anything else names nothing, so it is refused before any lookup or permission check.
import { HTTP_MSG } from './http.ts'
import { ID_DIGITOS, parseId } from './id-base.ts'
import { z } from './zod.ts'

export { ID_DIGITOS, INTEGER_MAX, parseId } from './id-base.ts'

/** The zod step that reads an id with `parseId`, or reports `message`. */
const toId =
  (message: string) =>
  (value: unknown, ctx: z.RefinementCtx): number => {
    const id = parseId(value)
    if (id !== null) return id
    ctx.addIssue({ code: 'custom', message, input: value })
    return z.NEVER
  }

/** An id in a body or a form (number or digit string); anything else is refused with the form's `message`. */
export function idSchema(message: string = HTTP_MSG.idInvalido) {
  // One issue with the form's message, whatever was sent (a union would report its branches).
  return z.unknown().transform(toId(message))
}

/** An id in a path or a query string (always text): the same rules, documented as a digit string. */
export function idTextSchema(message: string = HTTP_MSG.idInvalido) {
  return z.string({ error: message }).regex(ID_DIGITOS, message).transform(toId(message))
}
