// `/api/arquivos/<key>`: the stored images, from the process's storage (decision 033).
import { mkdirSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { FILES_PREFIX, keyOf, type Storage } from './storage-keys.ts'
import type { S3Storage } from './storage-s3.ts'

export async function registerStoredFiles(app: FastifyInstance, config: Config, storage: Storage) {
  if (config.STORAGE_DRIVER !== 's3') {
    mkdirSync(config.uploadsDir, { recursive: true })
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: FILES_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    })
    return
  }
  const bucket = storage as S3Storage
  app.get(`${FILES_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = keyOf((req.params as { '*': string })['*'])
    if (!key) return reply.callNotFound()
    // A key never changes content: the browser and any CDN keep the answer (even the redirect).
    reply.header('cache-control', 'public, max-age=31536000, immutable')
    if (bucket.publicUrl) return reply.redirect(`${bucket.publicUrl}/${key}`, 301)
    const object = await bucket.open(key)
    if (!object) {
      reply.removeHeader('cache-control')
      return reply.callNotFound()
    }
    reply.type(object.contentType)
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength)
    if (object.etag) reply.header('etag', object.etag)
    return reply.send(object.body)
  })
}
