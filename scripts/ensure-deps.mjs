// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node's standard library: it runs before anything is installed.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const MARKER = 'node_modules/.recria-deps'
// The root manifest and every workspace's ("apps/*" and the like, or a folder), so a dependency
// declared in any of them counts.
const folders = JSON.parse(readFileSync('package.json', 'utf8')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(pattern.slice(0, -2), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(pattern.slice(0, -2), entry.name))
        .sort()
    : [pattern],
)
const manifests = ['package.json', ...folders.map((folder) => path.join(folder, 'package.json'))]
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
const hash = () =>
  createHash('sha256').update(read('package-lock.json')).update(manifests.map(read).join('\n')).digest('hex')

if (read(MARKER) !== hash()) {
  console.log('› Instalando dependências…')
  // `npm install` rather than `npm ci`: it honours the lock file and also tolerates optional
  // platform packages that the lock file lists for other systems only.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' })
  // Read again: the install may have written package-lock.json (a dependency newly declared).
  writeFileSync(MARKER, hash())
}
