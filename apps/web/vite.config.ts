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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The API's port (PORT, as for npm start); Vite proxies /api to it.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false },
})
