// The built web app reduced to its shell: the index.html into which the server writes a landing page's
// link preview and preloads (apps/api/src/lib/web-app.ts).
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Recria: produtos artesanais feitos de materiais recicláveis." />
    <title>Recria</title>
  </head>
  <body><div id="root"><p role="status">Carregando...</p></div></body>
</html>`

/** A new folder holding only that index.html, for `createTestApp`'s `webDistDir`. */
export async function distComShell(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'recria-dist-'))
  await writeFile(path.join(dist, 'index.html'), SHELL)
  return dist
}
