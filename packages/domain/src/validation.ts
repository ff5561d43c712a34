import type { z } from 'zod'
import { HTTP_MSG } from './http.ts'

export interface FieldErrors {
  /** The message of the first failing rule, in the documented order (docs/product/). */
  mensagem: string
  /** One message per failing field (the first rule that failed for it). */
  erros: Record<string, string>
}

/**
 * Schemas list their fields in the validation order of docs/product/ and add cross-field rules
 * last, so zod reports issues in that order: the first issue is the message to show.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const erros: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    erros[field] ??= issue.message
  }
  return { mensagem: error.issues[0]?.message ?? HTTP_MSG.dadosInvalidos, erros }
}
