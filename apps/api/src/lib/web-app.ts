import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import { HTTP_MSG } from '@recria/domain/http'
import type { FastifyInstance } from 'fastify'
import { type LinkPreview, withLinkPreview } from './link-preview.ts'
import { readPageScripts } from './web-manifest.ts'

const ONE_YEAR = 365 * 24 * 3600
const gzipAsync = promisify(gzip)

/**
 * The Content-Security-Policy sources of the built index.html's inline stylesheet (the build puts it
 * there so the shell paints with the HTML alone: apps/web/vite.config.ts): its SHA-256, the one
 * inline style pages may have. None without a build.
 */
export function inlineStyleHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html')
  if (!existsSync(file)) return []
  return [...readFileSync(file, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  )
}

/** A page's link preview from the path's parameters, or null (the plain page). */
export type PagePreview = (params: Record<string, string>) => Promise<LinkPreview | null>

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can take the path. The landing
 * pages the build lists (web-manifest.ts) get index.html with their scripts preloaded; the route
 * patterns in `previews` get their link preview in it too.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
  previews: Record<string, PagePreview> = {},
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
    // Read once: the build does not change under a running server.
    const index = readFileSync(path.join(distDir, 'index.html'), 'utf8')
    const pageScripts = readPageScripts(distDir)
    for (const url of new Set([...Object.keys(pageScripts), ...Object.keys(previews)])) {
      const scripts = pageScripts[url] ?? []
      const preview = previews[url]
      const plain = withModulePreloads(index, scripts)
      // The page without a preview is the same for everyone: compressed once, not per request.
      const plainGzip = gzipSync(plain)
      app.get(url, async (req, reply) => {
        const found = preview ? await preview(req.params as Record<string, string>) : null
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding')
        reply.type('text/html; charset=utf-8')
        // The preview's preloads (the page's data and picture) go out before the scripts.
        const body = found ? withModulePreloads(withLinkPreview(index, found), scripts) : plain
        if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.send(body)
        reply.header('content-encoding', 'gzip')
        return reply.send(found ? await gzipAsync(body) : plainGzip)
      })
    }
  }
  app.setNotFoundHandler((req, reply) => {
    // A file under /assets/ that is not there (a page still running the previous build asks for a
    // chunk this one does not have) is a 404: index.html in its place fails as a script, and the
    // web app could not tell it must reload.
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && !isAsset(req.url) && hasBuild
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply.status(404).send({ mensagem: HTTP_MSG.rotaNaoEncontrada })
  })
}

const isAsset = (url: string) => url.startsWith('/assets/')

/** The page's scripts fetched beside the main one (Vite writes its own preloads the same way). */
const withModulePreloads = (html: string, scripts: string[]) =>
  scripts.length === 0
    ? html
    : html.replace(
        '</head>',
        () =>
          `${scripts.map((src) => `  <link rel="modulepreload" crossorigin href="${src}">`).join('\n')}\n  </head>`,
      )

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
    if (req.url.startsWith('/api') || req.url.startsWith('/mp-sim') || req.url.startsWith('/metrics')) return
    if (!LOOPBACK.has(req.hostname) || req.host === publicUrl.host) return
    return reply.redirect(`${publicUrl.origin}${req.url}`, 308)
  })
}
