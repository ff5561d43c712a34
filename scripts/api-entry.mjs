// `npm run worker` and `npm run db:migrate`: an entry point of the built API (apps/api/dist), as
// `npm start` runs dist/server.js; a deploy builds once (`npm run build`) and runs these from dist.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const [name, ...args] = process.argv.slice(2)
const entry = path.join(import.meta.dirname, '..', 'apps/api/dist', `${name}.js`)
if (!existsSync(entry)) {
  console.error(`\n✖ ${path.relative(process.cwd(), entry)} não existe: compile antes com npm run build.\n`)
  process.exit(1)
}
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...args], { stdio: 'inherit' })
// Ctrl-C reaches the child directly (same process group); a SIGTERM sent only to us is passed on.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
