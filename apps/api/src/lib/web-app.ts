import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { HTTP_MSG } from '@recria/domain/http'
import type { FastifyInstance } from 'fastify'
import { type LinkPreview, withLinkPreview } from './link-preview.ts'

const ONE_YEAR = 365 * 24 * 3600

/** A page whose link preview the server writes: its path's parameters → the preview, or null. */
export type PreviewPages = Record<string, (params: Record<string, string>) => Promise<LinkPreview | null>>

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can take the path. The pages in
 * `previews` get index.html with their link preview in it (plain index.html when they answer null).
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
  previews: PreviewPages = {},
) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'))
  redirectLoopbackAliases(app, new URL(publicUrl))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache')
      },
    })
  }
  if (hasBuild) {
    // Read once: the build does not change under a running server.
    const index = readFileSync(path.join(distDir, 'index.html'), 'utf8')
    for (const [url, preview] of Object.entries(previews)) {
      app.get(url, async (req, reply) => {
        const found = await preview(req.params as Record<string, string>)
        reply.header('cache-control', 'no-cache')
        if (!found) return reply.sendFile('index.html')
        return reply.type('text/html; charset=utf-8').send(withLinkPreview(index, found))
      })
    }
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && hasBuild
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply.status(404).send({ mensagem: HTTP_MSG.rotaNaoEncontrada })
  })
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * This machine under another name (127.0.0.1 when PUBLIC_URL says localhost): pages move to the
 * public address, so the session cookie, the Mercado Pago return and the e-mail links all meet on
 * one origin. Other hosts (a LAN address, a proxy) are left alone: PUBLIC_URL is theirs to set.
 */
function redirectLoopbackAliases(app: FastifyInstance, publicUrl: URL) {
  if (!LOOPBACK.has(publicUrl.hostname)) return
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return
    if (req.url.startsWith('/api') || req.url.startsWith('/mp-sim')) return
    if (!LOOPBACK.has(req.hostname) || req.host === publicUrl.host) return
    return reply.redirect(`${publicUrl.origin}${req.url}`, 308)
  })
}
