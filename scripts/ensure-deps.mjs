// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node's standard library: it runs before anything is installed.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const MARKER = 'node_modules/.recria-deps'
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('')
const manifests = [
  'package.json',
  'packages/domain/package.json',
  'apps/api/package.json',
  'apps/web/package.json',
]
const hash = createHash('sha256')
  .update(lock)
  .update(manifests.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')).join('\n'))
  .digest('hex')

const installed = existsSync(MARKER) ? readFileSync(MARKER, 'utf8') : ''
if (installed !== hash) {
  console.log('› Instalando dependências…')
  // `npm install` rather than `npm ci`: it honours the lock file and also tolerates optional
  // platform packages that the lock file lists for other systems only.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' })
  writeFileSync(MARKER, hash)
}
