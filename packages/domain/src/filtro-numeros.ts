// The numbers a list's query takes: whole numbers within bounds (page, limit, a grade, an id) and a
// price in reais, each refused with one message; `opcional` of filtro-datas.ts lets them be left out.

import { opcional } from './filtro-datas.ts'
import { HTTP_MSG } from './http.ts'
import { decimalSchema, toCentavos } from './preco.ts'
import { z } from './zod.ts'

/** A whole number from `min` to `max`, sent as text; `acima` is the message past `max`. */
export const inteiroEntre = (min: number, max: number, message: string, acima = message) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, acima)

/** `limit` of a list: 1 to `max`, past it the message that names the largest. */
export const limiteAte = (max: number) =>
  inteiroEntre(1, max, HTTP_MSG.limiteInvalido, HTTP_MSG.limiteMaximo(max))

/** Well above any real price; keeps the centavos inside PostgreSQL's integer. */
const PRECO_FILTRO_MAX = 10_000_000

/** A price bound in reais as a Brazilian writes them ('10', '10,5', '1.234,56'), answered as centavos. */
export const precoFiltro = (message: string) =>
  opcional(
    decimalSchema({ invalido: message })
      .pipe(z.number().min(0, message).max(PRECO_FILTRO_MAX, message))
      .transform(toCentavos),
  )
