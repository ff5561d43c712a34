import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { ARQUIVO_DAS_PAGINAS, scriptsDasPaginas } from './src/app/paginas-de-chegada.ts'

const OUT_DIR = 'dist'

const WEB_SRC = path.resolve(import.meta.dirname, 'src')
const DOMAIN_SRC = path.resolve(import.meta.dirname, '../../packages/domain/src')
/** The form and schema libraries. */
const BIBLIOTECAS_DE_FORMULARIO = /^(react-hook-form|@hookform\/|zod($|\/))/
/** `import … from '…'` and `export … from '…'` that bring values (type-only ones are erased). */
const IMPORTACAO = /^(?:import|export)\s+(?!type\b)([^'"]*?)\s*from\s+'([^']+)'/gm
const SO_TIPOS = /^\{(\s*type\s+\w+(\s+as\s+\w+)?\s*,?)*\s*\}$/

/** The app's and the domain's source files that `file` imports for their values. */
function importados(file: string): string[] {
  if (!existsSync(file)) return []
  const fonte = readFileSync(file, 'utf8')
  return [...fonte.matchAll(IMPORTACAO)].flatMap(([, nomes = '', de = '']) => {
    if (SO_TIPOS.test(nomes.trim())) return []
    if (BIBLIOTECAS_DE_FORMULARIO.test(de) || BIBLIOTECA_DE_DIALOGOS.test(de)) return [de]
    if (de.startsWith('@recria/domain/')) return [path.join(DOMAIN_SRC, `${de.slice(15)}.ts`)]
    if (de.startsWith('.')) return [path.resolve(path.dirname(file), de)]
    return []
  })
}

/** The dialog library: the storefront's dialogs load it when first opened. */
const BIBLIOTECA_DE_DIALOGOS = /^(radix-ui|@radix-ui\/)/

const alcances = new Map<RegExp, Map<string, boolean>>()
/** Whether `file` reaches one of `bibliotecas` through its static imports. */
function alcanca(file: string, bibliotecas: RegExp): boolean {
  const sabidos = alcances.get(bibliotecas) ?? new Map<string, boolean>()
  alcances.set(bibliotecas, sabidos)
  const sabido = sabidos.get(file)
  if (sabido !== undefined) return sabido
  sabidos.set(file, false) // an import cycle adds nothing
  const sim = importados(file).some((de) => bibliotecas.test(de) || alcanca(de, bibliotecas))
  sabidos.set(file, sim)
  return sim
}
const alcancaFormularios = (file: string) => alcanca(file, BIBLIOTECAS_DE_FORMULARIO)

const eDoProjeto = (id: string) => id.startsWith(WEB_SRC) || id.startsWith(DOMAIN_SRC)

/**
 * react-hook-form, its resolvers, zod, and the domain modules that reach zod (their schemas): the
 * chunk of forms.
 */
function ehDeFormulario(id: string): boolean {
  if (/node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/.test(id)) return true
  return id.startsWith(DOMAIN_SRC) && /\.ts$/.test(id) && alcancaFormularios(id)
}

/**
 * What every kind of page may use and that reaches neither the forms nor the dialogs: UI components,
 * hooks and helpers, icons, the query library, the domain's constants, texts and pure helpers.
 */
function ehDeUi(id: string): boolean {
  if (/node_modules[\\/](lucide-react|@tanstack)[\\/]/.test(id)) return true
  const eUi = /src[\\/](components[\\/]ui|lib)[\\/]/.test(id) || id.startsWith(DOMAIN_SRC)
  return (
    eUi &&
    eDoProjeto(id) &&
    /\.tsx?$/.test(id) &&
    !alcancaFormularios(id) &&
    !alcanca(id, BIBLIOTECA_DE_DIALOGOS)
  )
}
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
 * Beside Vite's manifest, the landing pages' scripts by route pattern (src/app/paginas-de-chegada.ts):
 * the server preloads them with the page's HTML, reading only the build's output.
 */
function paginasDeChegada(): Plugin {
  let base = '/'
  return {
    name: 'recria-paginas-de-chegada',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    async writeBundle() {
      const root = path.resolve(import.meta.dirname, OUT_DIR)
      const manifesto = JSON.parse(await readFile(path.join(root, '.vite/manifest.json'), 'utf8'))
      const paginas = scriptsDasPaginas(manifesto, undefined, base)
      await writeFile(path.join(root, ARQUIVO_DAS_PAGINAS), `${JSON.stringify(paginas, null, 2)}\n`)
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
  plugins: [react(), tailwindcss(), paginasDeChegada(), precompress(), firstPaint()],
  // The API's port (PORT, as for npm start); Vite proxies /api to it.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    // Which files each page loads: the landing pages' scripts are written from it (paginasDeChegada).
    manifest: true,
    rolldownOptions: {
      output: {
        // Left alone, the pages share dozens of 1–2 KB chunks (an icon, a field, a hook), each a
        // request of its own on a phone's connection. The app's script is one file; what pages share
        // goes into a chunk of forms (the form and schema libraries, the domain's schemas), one of
        // small pieces that never reach the forms (UI components, hooks, icons, the domain's
        // constants and texts), and chunks grouped by the pages that use them, groups under 3 KB
        // joining their nearest neighbour. A storefront page loads no form library (decision 022).
        chunkFileNames: (chunk) =>
          `assets/${chunk.name.startsWith('comum~') ? 'comum' : chunk.name}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'inicial', tags: ['$initial'], priority: 3 },
            // The form library and the schema library with every domain module that reaches a schema:
            // one chunk, loaded by the pages and dialogs that have forms (or read a schema). Their
            // constants and texts live in zod-free modules (`*-base.ts`, catalogo-opcoes.ts, …) that
            // the storefront reads instead; what they import stays where the pages that use it put it.
            { name: 'formularios', test: ehDeFormulario, priority: 2, includeDependenciesRecursively: false },
            // Small pieces every kind of page uses, in one chunk; none of them reaches the forms, so a
            // storefront page that loads it does not load them.
            { name: 'ui', test: ehDeUi, priority: 2, includeDependenciesRecursively: false },
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
