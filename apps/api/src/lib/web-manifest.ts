// The landing pages' scripts, as the web build writes them beside Vite's manifest
// (apps/web/src/app/paginas-de-chegada.ts, apps/web/vite.config.ts): for each route pattern, the
// files its page loads that the entry does not already, so its HTML can start them beside the main
// script instead of after it. Only the build's output is read, never a web source path.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Route pattern (as `/loja/:id`) → the scripts to preload (as `/assets/loja-page-….js`). */
export type PageScripts = Record<string, string[]>

/** The build's landing pages and their scripts; none for a build without the file. */
export function readPageScripts(distDir: string): PageScripts {
  const file = path.join(distDir, '.vite', 'paginas.json')
  if (!existsSync(file)) return {}
  return JSON.parse(readFileSync(file, 'utf8')) as PageScripts
}
