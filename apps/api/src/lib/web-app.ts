import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const ONE_YEAR = 365 * 24 * 3600

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can take the path.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && hasBuild
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply.status(404).send({ mensagem: 'Rota não encontrada.' })
  })
}
