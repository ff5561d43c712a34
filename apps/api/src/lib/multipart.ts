import { HTTP_MSG } from '@recria/domain/http'
import type { FastifyRequest } from 'fastify'
import { BadRequest, HttpError } from './errors.ts'

/** The multipart plugin's limits, answered as the error handler maps them (413 and the like). */
const LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
])

export interface MultipartForm {
  fields: Record<string, string>
  file?: Buffer
}

/**
 * Reads a multipart form with at most one file, in the field `fileField`. Size limits come from
 * the multipart plugin's options (a file above the limit fails with 413 while streaming).
 */
export async function readMultipart(req: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!req.isMultipart()) throw new BadRequest(HTTP_MSG.multipartObrigatorio)
  const form: MultipartForm = { fields: {} }
  try {
    await readParts(req, fileField, form)
  } catch (error) {
    // Size limits and our own refusals keep their answer; anything the parser chokes on (no
    // boundary, a wrong one, a truncated body, a field declared JSON that is not) is the sender's
    // malformed form, not a server fault.
    if (error instanceof HttpError || LIMIT_CODES.has((error as { code?: string }).code ?? '')) throw error
    throw new BadRequest(HTTP_MSG.multipartMalformado)
  }
  return form
}

async function readParts(req: FastifyRequest, fileField: string, form: MultipartForm) {
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || form.file) {
        part.file.resume()
        throw new BadRequest(HTTP_MSG.apenasUmArquivoNoCampo(fileField))
      }
      const data = await part.toBuffer()
      if (data.length > 0) form.file = data
    } else {
      // The plugin cuts a field at its `fieldSize` and says so: a cut value is never read as sent.
      if (part.valueTruncated || part.fieldnameTruncated) throw new BadRequest(HTTP_MSG.campoGrandeDemais)
      form.fields[part.fieldname] = String(part.value)
    }
  }
}
