// `npm start`: dependencies, build, then the server (embedded PostgreSQL, migrations, demo seed).
import { execSync, spawn } from 'node:child_process'

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' })
console.log('› Compilando o app web e a API…')
execSync('npm run build --silent', { stdio: 'inherit' })

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  // The demo on a laptop; NODE_ENV=production is a real deployment and refuses the demo (decision 035).
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
})
// Ctrl-C reaches the server directly (same process group); the server stops PostgreSQL cleanly
// and we exit with it. A SIGTERM sent only to this process is passed on.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => server.kill('SIGTERM'))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
