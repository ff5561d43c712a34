import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGINAS_DE_CHEGADA, scriptsDasPaginas } from './paginas-de-chegada.ts'

const WEB = path.resolve(import.meta.dirname, '../..')

describe('the landing pages the build lists for the server', () => {
  it('name modules the app loads lazily, one chunk each', () => {
    const lazyPages = readFileSync(path.join(WEB, 'src/app/lazy-pages.ts'), 'utf8')
    for (const modulo of Object.values(PAGINAS_DE_CHEGADA)) {
      expect(existsSync(path.join(WEB, modulo)), modulo).toBe(true)
      expect(lazyPages, modulo).toContain(`/${path.basename(modulo)}'`)
    }
  })

  it('give each page the scripts its module loads that the entry does not already', () => {
    // As Vite writes it: the entry, the catalogue's chunk, and the chunks they share or it alone uses.
    const manifesto = {
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_ui.js': { file: 'assets/ui-2.js', imports: ['_react.js'] },
      'src/app/pages/home-page.tsx': { file: 'assets/home-page-3.js', imports: ['_react.js', '_ui.js'] },
    }
    expect(
      scriptsDasPaginas(manifesto, { '/': 'src/app/pages/home-page.tsx', '/outra': 'src/x.tsx' }),
    ).toEqual({ '/': ['/assets/home-page-3.js', '/assets/ui-2.js'], '/outra': [] })
  })
})
