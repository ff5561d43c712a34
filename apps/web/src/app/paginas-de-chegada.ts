/**
 * The pages people land on from outside (a search, a shared link, a seller's e-mail), by the route
 * pattern the server answers, with each page's module (its lazy chunk in lazy-pages.ts, as a path in
 * apps/web). The build writes the scripts each one loads beside Vite's manifest
 * (`dist/.vite/paginas.json`, vite.config.ts): the server starts them with the page's HTML and never
 * reads a source path.
 */
export const PAGINAS_DE_CHEGADA: Record<string, string> = {
  '/': 'src/app/pages/home-page.tsx',
  '/anuncio-produto/:id': 'src/app/pages/anuncio-produto-page.tsx',
  '/loja/:id': 'src/app/pages/loja-page.tsx',
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/pedidos': 'src/features/pedidos/pages/pedidos-vendedor-page.tsx',
}

/** Where the build writes them, in its output folder. */
export const ARQUIVO_DAS_PAGINAS = '.vite/paginas.json'

/** A chunk of Vite's build manifest (`build.manifest`). */
export interface PedacoDoManifesto {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** The chunk's file and every file it imports, transitively. */
function fecho(manifesto: Record<string, PedacoDoManifesto>, chave: string, vistos = new Set<string>()) {
  const pedaco = manifesto[chave]
  if (!pedaco || vistos.has(pedaco.file)) return vistos
  vistos.add(pedaco.file)
  for (const importado of pedaco.imports ?? []) fecho(manifesto, importado, vistos)
  return vistos
}

/**
 * For each route pattern: the scripts its page loads that the entry does not already, as the browser
 * asks for them (`/assets/home-page-….js`). Empty for a module the build does not know.
 */
export function scriptsDasPaginas(
  manifesto: Record<string, PedacoDoManifesto>,
  paginas: Record<string, string> = PAGINAS_DE_CHEGADA,
  base = '/',
): Record<string, string[]> {
  const entrada = Object.keys(manifesto).find((chave) => manifesto[chave]?.isEntry)
  const carregados = entrada ? fecho(manifesto, entrada) : new Set<string>()
  return Object.fromEntries(
    Object.entries(paginas).map(([rota, modulo]) => [
      rota,
      [...fecho(manifesto, modulo)].filter((arquivo) => !carregados.has(arquivo)).map((a) => `${base}${a}`),
    ]),
  )
}
