// `npm test`: install, typecheck, lint, build, unit + API tests, then the end-to-end tests in Chromium.
import { execSync } from 'node:child_process'
import { chromiumPath } from './chromium.mjs'
import { leftovers, watchedProcesses } from './leftovers.mjs'

const run = (title, command) => {
  console.log(`\n━━ ${title}\n$ ${command}`)
  execSync(command, { stdio: 'inherit' })
}

const before = watchedProcesses()
try {
  run('Dependências', 'node scripts/ensure-deps.mjs')
  run('Tipos', 'npm run typecheck --silent')
  run('Lint e formatação', 'npx biome ci .')
  run('Fronteiras entre módulos', 'npm run check:deps --silent')
  run('Citações só de docs/', 'npm run check:citacoes --silent')
  run('Build', 'npm run build --silent')
  run('Testes de unidade, do app web e da API', 'npx vitest run --project domain --project web --project api')
  const browser = chromiumPath()
  if (browser) {
    run(`Testes ponta a ponta (${browser})`, 'npx vitest run --project e2e')
  } else if (process.env.E2E_REQUIRED === '1') {
    console.error(
      '\n✖ E2E_REQUIRED=1 e nenhum Chromium encontrado (defina CHROMIUM_PATH ou instale o pacote chromium).',
    )
    process.exit(1)
  } else {
    const line = '!'.repeat(78)
    console.warn(
      `\n${line}\n!! TESTES PONTA A PONTA IGNORADOS: nenhum Chromium encontrado.\n!! Instale o pacote 'chromium' ou defina CHROMIUM_PATH; com E2E_REQUIRED=1 isto é uma falha.\n${line}\n`,
    )
  }
} catch {
  process.exit(1)
}

// A run leaves nothing behind: every server and browser it started has stopped.
const left = await leftovers(before)
if (left.length > 0) {
  console.error(`\n✖ Processos deixados para trás pelos testes:\n${left.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\n✔ Nenhum processo deixado para trás.')
