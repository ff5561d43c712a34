// A field a person types (names, descriptions, comments, reasons, passwords): one rule for all of
// them, each form's messages passed in. The text is trimmed (passwords keep their spaces), then
// refused when missing or empty, shorter than `min` or longer than `max`, in that order.
import { z } from './zod.ts'

export interface Texto {
  /** Fewest characters, 1 unless told. */
  min?: number
  max: number
  /** Missing, not text or empty; also shorter than `min` when there is no `curto`. */
  obrigatorio: string
  /** Typed but shorter than `min`, where the form words it apart from `obrigatorio`. */
  curto?: string
  longo: string
  trim?: boolean
}

export function textoSchema({ min = 1, max, obrigatorio, curto, longo, trim = true }: Texto) {
  const texto = trim ? z.string({ error: obrigatorio }).trim() : z.string({ error: obrigatorio })
  const preenchido = curto ? texto.min(1, obrigatorio).min(min, curto) : texto.min(min, obrigatorio)
  return preenchido.max(max, longo)
}
