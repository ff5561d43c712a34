// Bundles the API's entry points into dist/: server.js (`npm start`), worker.js (`npm run worker`) and
// migrate.js (`npm run db:migrate`). Our workspaces are compiled in, npm packages stay external.
import { cp, readFile, rm } from 'node:fs/promises'
import { build } from 'esbuild'

const manifest = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'))
await rm('dist', { recursive: true, force: true })
await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts', migrate: 'src/db/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Our own workspaces are compiled into the bundle; npm packages are loaded from node_modules.
  external: Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@recria/')),
  logLevel: 'warning',
})
await cp('src/db/migrations', 'dist/migrations', { recursive: true })
console.log('API compilada em apps/api/dist (server.js, worker.js, migrate.js)')
