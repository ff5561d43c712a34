// `npm run reconciliar [-- --database-url postgres://…]` (docs/operations.md): prints every discrepancy
// between the database and Mercado Pago and exits 1 when there is one (2 when it cannot check).
// Without --database-url: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (db/cli-database.ts).
// Read-only.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { RECONCILIACAO_MSG as MSG } from '@recria/domain/reconciliacao'
import { pino } from 'pino'
import { comandoNoBanco } from '../../boot.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { createCipher, tokenKey } from '../../lib/crypto.ts'
import {
  configureSdk,
  createConexoesAvulsas,
  createMercadoPagoService,
} from '../mercadopago/mercadopago.module.ts'
import { provedorSdk } from './provedor-sdk.ts'
import { type Provedor, provedorSimulador, simuladorNoBanco } from './provedor-simulador.ts'
import { reconciliar } from './reconciliar.ts'

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } })

type Pool = Parameters<typeof provedorSimulador>[0]

/** A data folder never started by `npm start` has no database (or no tables) yet: nothing to reconcile. */
async function bancoExiste(pool: Pool) {
  try {
    const { rows } = await pool.query(`select to_regclass('public.pedidos') is not null as existe`)
    return rows[0]?.existe === true
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return false // invalid_catalog_name
    throw error
  }
}

/**
 * The simulator's tables when it runs inside the app (same database); otherwise the SDK with each
 * seller's token, which needs the key their tokens were encrypted with. Null when neither is possible.
 */
async function provedor(config: Config, db: Db, pool: Pool): Promise<Provedor | null> {
  if (await simuladorNoBanco(pool)) return provedorSimulador(pool)
  if (!config.MP_TOKEN_KEY && !existsSync(path.join(config.DATA_DIR, 'mp-token.key'))) return null
  configureSdk(config.mp.apiUrl)
  console.error(MSG.viaSdk)
  const log = pino({ level: 'warn' })
  const deps = { db, cipher: createCipher(tokenKey(config)), config, log }
  // Only the sellers' tokens are needed: a connection that reads them, renewing one about to expire.
  const conexoes = createConexoesAvulsas(deps, { reembolsaveis: async () => 0 })
  return provedorSdk(pool, conexoes, createMercadoPagoService(deps))
}

await comandoNoBanco(values['database-url'], async ({ config, db, pool }) => {
  try {
    const mp = (await bancoExiste(pool)) ? await provedor(config, db, pool) : undefined
    if (mp === undefined) {
      console.log(MSG.bancoVazio)
      return 0
    }
    if (mp === null) {
      console.error(`\n✖ ${MSG.semProvedor}\n`)
      return 2
    }
    const achadas = await reconciliar(pool, mp)
    for (const { regra, descricao } of achadas) console.log(`✖ [${regra}] ${descricao}`)
    console.log(achadas.length === 0 ? MSG.nenhuma : MSG.encontradas(achadas.length))
    return achadas.length === 0 ? 0 : 1
  } catch (error) {
    console.error(error)
    return 2
  }
})
