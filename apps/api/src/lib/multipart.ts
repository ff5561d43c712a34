import type { FastifyRequest } from 'fastify'
import { BadRequest } from './errors.ts'

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
  return form
}
