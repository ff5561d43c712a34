import type { FastifyRequest } from 'fastify'
import { BadRequest, HttpError } from './errors.ts'

export const MULTIPART_MALFORMADO = 'O formulário enviado está malformado. Envie-o novamente.'

export interface MultipartForm {
  fields: Record<string, string>
  file?: Buffer
}

/**
 * Reads a multipart form with at most one file, in the field `fileField`. Size limits come from
 * the multipart plugin's options (a file above the limit fails with 413 while streaming).
 */
export async function readMultipart(req: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!req.isMultipart()) throw new BadRequest('A requisição deve ser multipart/form-data.')
  const form: MultipartForm = { fields: {} }
  try {
    await readParts(req, fileField, form)
  } catch (error) {
    // Size limits and our own refusals keep their answer; anything the parser chokes on (no
    // boundary, a wrong one, a truncated body) is the sender's malformed form, not a server fault.
    if (error instanceof HttpError || (error as { code?: string }).code?.startsWith('FST_')) throw error
    throw new BadRequest(MULTIPART_MALFORMADO)
  }
  return form
}

async function readParts(req: FastifyRequest, fileField: string, form: MultipartForm) {
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || form.file) {
        part.file.resume()
        throw new BadRequest(`Envie apenas um arquivo, no campo '${fileField}'.`)
      }
      const data = await part.toBuffer()
      if (data.length > 0) form.file = data
    } else {
      form.fields[part.fieldname] = String(part.value)
    }
  }
}
