// `npm run admin:criar -- <email>` (docs/operations.md): gives an existing account the operator's
// profile (`administrador`), which no screen or API route can give. The database is the one of
// `npm run reconciliar` (db/cli-database.ts); `--database-url` names another.
import { parseArgs } from 'node:util'
import { OPERADOR_CLI_MSG as MSG } from '@recria/domain/operador'
import { comandoNoBanco } from '../../boot.ts'
import { usuariosRepository } from './usuarios.repository.ts'

const { values, positionals } = parseArgs({
  options: { 'database-url': { type: 'string' } },
  allowPositionals: true,
})
const [email] = positionals
if (!email || positionals.length > 1) {
  console.error(MSG.uso)
  process.exit(2)
}

await comandoNoBanco(values['database-url'], async ({ db }) => {
  try {
    const conta = await usuariosRepository.findCredentialsByEmail(db, email)
    if (!conta) {
      console.error(`✖ ${MSG.naoEncontrado(email)}`)
      return 1
    }
    await usuariosRepository.addPerfis(db, conta.id_usuario, ['administrador'])
    console.log(`✔ ${MSG.concedido(email)}`)
    return 0
  } catch (error) {
    // A data folder never started by `npm start` has no tables yet, so no account either.
    const code = (error as { code?: string }).code
    if (code !== '42P01' && code !== '3D000') throw error
    console.error(`✖ ${MSG.naoEncontrado(email)}`)
    return 1
  }
})
