// Type-checks every workspace; each has its own tsconfig (DOM for the web app, Node for the rest).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const projects = [
  'packages/domain',
  'packages/postgres',
  'apps/mp-simulator',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
]
for (const project of projects.filter((p) => existsSync(`${p}/tsconfig.json`))) {
  console.log(`tsc -p ${project}`)
  execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' })
}
