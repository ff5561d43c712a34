// Vite's build manifest (apps/web/vite.config.ts sets `build.manifest`): which files a page's module
// loads, so its HTML can start them beside the main script instead of after it.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

type Manifest = Record<string, ManifestChunk>

/** The chunk's file and every file it imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen)
  return seen
}

/**
 * For a page's module (its path in apps/web, as `src/app/pages/home-page.tsx`): the scripts it loads
 * that the entry does not already (as `/assets/home-page-….js`). Empty for a module the build does
 * not know, or a build without a manifest.
 */
export function readPageScripts(distDir: string): (module: string) => string[] {
  const file = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return () => []
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const loaded = entry ? closure(manifest, entry) : new Set<string>()
  return (module) => [...closure(manifest, module)].filter((f) => !loaded.has(f)).map((f) => `/${f}`)
}
