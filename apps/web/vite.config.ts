import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const OUT_DIR = 'dist'
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time: the server hands
 * them out as they are (@fastify/static `preCompressed`) instead of compressing per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress)
  const gz = promisify(gzip)
  return {
    name: 'recria-precompress',
    apply: 'build',
    async closeBundle() {
      const root = path.resolve(import.meta.dirname, OUT_DIR)
      const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(root, file)
          const data = await readFile(full)
          const br = await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          await writeFile(`${full}.br`, br)
          await writeFile(`${full}.gz`, await gz(data, { level: 9 }))
        }),
      )
    },
  }
}

/**
 * index.html as a phone needs it. The stylesheet inside it, so the static shell paints with the HTML
 * alone (the server allows that one inline style by its hash: `inlineStyleHashes` in
 * apps/api/src/lib/web-app.ts). The app's script becomes a modulepreload, fetched at once but run by
 * src/boot.js once the shell is painted, so the first paint never waits for the app's script to run.
 */
function firstPaint(): Plugin {
  let boot = ''
  return {
    name: 'recria-first-paint',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(path.resolve(import.meta.dirname, 'src/boot.js'), 'utf8')
      boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }))
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? []
        const rest = links.reduce((out, link) => out.replace(link, ''), html)
        const styles = links.map((link) => {
          const file = /href="\/([^"]+)"/.exec(link)?.[1] ?? ''
          const css = ctx.bundle?.[file]
          if (css?.type !== 'asset') throw new Error(`stylesheet not in the build: ${file}`)
          return link.replace(/<link[^>]*>/, () => `<style>${String(css.source).trim()}</style>`)
        })
        return rest.replace(
          /(\s*)<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, space, app) =>
            `${styles.join('')}${space}<script type="module" src="/${boot}"></script>` +
            `${space}<link rel="modulepreload" crossorigin href="${app}" data-app>`,
        )
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), firstPaint()],
  // The API's port (PORT, as for npm start); Vite proxies /api to it.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    // Which files each page loads: the server preloads a landing page's with its HTML (web-manifest.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Left alone, the pages share dozens of 1–2 KB chunks (an icon, a field, a hook), each a
        // request of its own on a phone's connection. The app's script is one file; what pages share
        // goes into a chunk of icons, one of UI components and helpers, one of domain rules, and
        // chunks grouped by the pages that use them, groups under 3 KB joining their nearest
        // neighbour (the catalogue's own files: from 43 to 4, with fewer bytes; decision 022).
        chunkFileNames: (chunk) =>
          `assets/${chunk.name.startsWith('comum~') ? 'comum' : chunk.name}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'inicial', tags: ['$initial'], priority: 3 },
            { name: 'icones', test: /node_modules[\\/]lucide-react/, priority: 2 },
            { name: 'ui', test: /src[\\/](components|lib)[\\/]|node_modules[\\/]@tanstack/, priority: 2 },
            { name: 'dominio', test: /packages[\\/]domain/, priority: 2 },
            {
              name: 'comum',
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 3_000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
